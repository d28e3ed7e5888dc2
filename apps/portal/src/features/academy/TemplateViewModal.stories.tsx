import { ACADEMY_TEMPLATES_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleTemplate, sampleTestChoices } from './fixtures.ts';
import { TemplateViewModal } from './TemplateViewModal.tsx';
import { answering } from '../../shared/testing/actionStories.ts';

/** An ACTIVE academy template, read-only (03 §2, §4). */
const meta = {
  title: 'Portal/Academy/TemplateViewModal',
  component: TemplateViewModal,
  args: { template: sampleTemplate({ status: 'ACTIVE' }), onClose: fn() },
  parameters: { session: { role: 'director' } },
  ...answering(override('get', '/api/v1/tests/all', () => sampleTestChoices)),
} satisfies Meta<typeof TemplateViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field read-only, no save or activate button. */
export const ReadOnly: Story = {
  play: async () => {
    const dialog = await findDialog(`${T.viewTitle}: ${sampleTemplate().name}`);
    await expect(dialog.getByText(T.readOnlyNote)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Название шаблона/ })).toHaveAttribute(
      'readonly',
    );
    await expect(dialog.queryByRole('button', { name: T.activate })).toBeNull();
    await expect(dialog.queryByRole('button', { name: T.addCondition })).toBeNull();
  },
};
