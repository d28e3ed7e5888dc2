import { TESTS_TEXT as T } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleTestTemplate } from './fixtures.ts';
import { TestViewModal } from './TestViewModal.tsx';

/** The read-only view of a test (03 §2 /tests). */
const meta = {
  title: 'Portal/Tests/TestViewModal',
  component: TestViewModal,
  args: { test: sampleTestTemplate(), onClose: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof TestViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered questions, closed with options by priority (correct marked), open with the note. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(sampleTestTemplate().name);
    const titles = dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['1. Кто руководит агентством?', '2. Зачем нужен устав?']);
    await expect(dialog.getByText(T.closedQuestion)).toBeVisible();
    await expect(dialog.getByText(T.openQuestion)).toBeVisible();
    await expect(dialog.getByText(T.freeTextNote)).toBeVisible();
    const options = dialog.getAllByText(/^Приоритет \d:$/).map((o) => o.textContent);
    await expect(options).toEqual(['Приоритет 1:', 'Приоритет 2:']);
    await expect(dialog.getByText(T.correct)).toBeVisible();
  },
};
