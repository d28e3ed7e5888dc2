import { PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { sampleProfile } from './fixtures.ts';
import { HrProfilePage } from './HrProfilePage.tsx';

/** /hr-profile?nick=… (02 §2.11): another person's profile through the nick/{nick} calls. */
const meta = {
  title: 'Portal/Profile/HrProfilePage',
  component: HrProfilePage,
  parameters: {
    session: { role: 'hr_inspector' },
    route: '/hr-profile?nick=Ivan_Petrov',
    layout: 'fullscreen',
  },
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/profile/nick/{nick}', () => sampleProfile()));
  },
} satisfies Meta<typeof HrProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hr_inspector: editable. */
export const AsHrInspector: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Ivan_Petrov' })).toBeVisible();
    await expect(page().getByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeVisible();
  },
};

/** A role without HR rights sees it read-only (the mock would refuse it; shown for the layout). */
export const ReadOnly: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Ivan_Petrov' })).toBeVisible();
    await expect(page().queryByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeNull();
    await expect(page().getByRole('button', { name: UI_TEXT.staffAudit })).toBeVisible();
  },
};

/** Opened without ?nick=. */
export const NoNick: Story = {
  parameters: { route: '/hr-profile' },
  play: async () => {
    await expect(await page().findByText(T.noNick)).toBeVisible();
  },
};
