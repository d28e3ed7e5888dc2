import { MESSAGES, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { sampleProfile } from './fixtures.ts';
import { HrProfilePage } from './HrProfilePage.tsx';

/** The roster card of the target: rank, position and direction fix their table (01 §6). */
function rosterWith(card: {
  rang: string;
  position: string | null;
  direction: 'CID' | 'DEA' | null;
}) {
  const team = [
    { id: 7, nick: 'Ivan_Petrov', agentNo: '107', vkLink: 'vk.com/ivan', photo: null, ...card },
  ];
  return override('get', '/api/v1/team/all-photo', () => ({ team, teamCount: team.length }));
}

/**
 * /hr-profile?nick=… (02 §2.11): another person's profile through the nick/{nick} calls, for the
 * HR roles of the person's roster table (01 §6 HR dropdown).
 */
const meta = {
  title: 'Portal/Profile/HrProfilePage',
  component: HrProfilePage,
  parameters: {
    session: { role: 'hr_inspector' },
    route: '/hr-profile?nick=Ivan_Petrov',
    layout: 'fullscreen',
  },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/profile/nick/{nick}', () => sampleProfile()),
      rosterWith({ rang: 'Старший агент', position: null, direction: 'CID' }),
    );
  },
} satisfies Meta<typeof HrProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hr_inspector on a CID agent: editable. */
export const AsHrInspector: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Ivan_Petrov' })).toBeVisible();
    await expect(page().getByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeVisible();
  },
};

/** auditor on a CID agent (01 §6: the auditor's tables are CID, DEA and the academy): editable. */
export const AsAuditorOnCid: Story = {
  parameters: { session: { role: 'auditor' } },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Ivan_Petrov' })).toBeVisible();
    await expect(page().getByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeVisible();
  },
};

/** auditor on the director's office: the no-access state, no form. */
export const AuditorOnDirectorOffice: Story = {
  parameters: { session: { role: 'auditor' } },
  beforeEach({ msw }) {
    msw.use(rosterWith({ rang: 'Директор', position: null, direction: null }));
  },
  play: async () => {
    await expect(await page().findByText(MESSAGES.noAccess)).toBeVisible();
    await expect(page().getByText(T.noAccessHint)).toBeVisible();
    await expect(page().queryByRole('heading', { name: 'Ivan_Petrov' })).toBeNull();
    await expect(page().queryByRole('button', { name: UI_TEXT.staffAudit })).toBeNull();
  },
};

/** A role without HR rights (agent_cid): the no-access state, whoever the target. */
export const WithoutHrRole: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(await page().findByText(MESSAGES.noAccess)).toBeVisible();
    await expect(page().queryByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeNull();
  },
};

/** Opened without ?nick=. */
export const NoNick: Story = {
  parameters: { route: '/hr-profile' },
  play: async () => {
    await expect(await page().findByText(T.noNick)).toBeVisible();
  },
};
