import { PROTOCOL_LABELS, PROTOCOLS_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { ActiveProtocolNotice } from './ActiveProtocolNotice.tsx';
import { answering } from '../../shared/testing/actionStories.ts';

/** The sidebar's active-protocol line (02 §2.10). */
const meta = {
  title: 'Portal/Protocols/ActiveProtocolNotice',
  component: ActiveProtocolNotice,
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof ActiveProtocolNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None active, as a protocol role. */
export const NoneActive: Story = {
  play: async () => {
    await expect(await page().findByText(T.noneActive)).toBeVisible();
  },
};

/** One active: its name, for any staff member. */
export const Active: Story = {
  parameters: { session: { role: 'agent_cid' } },
  ...answering(
    override('get', '/api/v1/protocol/active', () => ({
      id: 1,
      type: 'DELTA',
      active: true,
      activatedBy: 'Anna_Smirnova',
      activatedAt: '2026-11-20T10:00:00.000Z',
      deactivatedBy: null,
      deactivatedAt: null,
    })),
  ),
  play: async () => {
    await expect(await page().findByText(PROTOCOL_LABELS.DELTA)).toBeVisible();
  },
};
