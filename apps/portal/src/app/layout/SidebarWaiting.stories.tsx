import { routeTitle, WAITING_TEXT, waitingKindsFor, type Role } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LANE_HOLD_MS } from '../../features/waiting/api.ts';
import { PAGE_SETTLED_LATEST_MS } from '../../shared/pageSettled.ts';
import { getSession } from '../../shared/sessionStorage.ts';
import { page } from '../../shared/testing/storyPlay.ts';
import { SidebarGroups } from './Sidebar.tsx';

/** The sidebar's "what waits on me" badges (issue 12), one story per deciding role. */
const meta = {
  title: 'Portal/Shell/SidebarWaiting',
  component: SidebarGroups,
} satisfies Meta<typeof SidebarGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How long a badge may take by design: the page settles at the latest after
 * PAGE_SETTLED_LATEST_MS, then the lists are asked one after another, each holding the lane for
 * LANE_HOLD_MS at most (each badge here is of a role's first or second kind), in ms. Under a busy
 * machine a story waited more than 15 s.
 */
const BADGE_DUE_MS = PAGE_SETTLED_LATEST_MS + 2 * LANE_HOLD_MS;

/** A story for `role` whose play waits for a badge beside the link to `route`. */
function badgeStory(role: Role, route: string): Story {
  return {
    parameters: { session: { role } },
    play: async () => {
      // The badges come once the page is idle and the lists answered; a role query over the
      // whole sidebar on every retry is slow, so wait on the link's text, then check its name.
      await waitFor(
        () =>
          expect(document.querySelector(`a[href="${route}"]`)).toHaveTextContent(/вашего решения/),
        { timeout: BADGE_DUE_MS },
      );
      const link = document.querySelector(`a[href="${route}"]`);
      const title = routeTitle(route) ?? route;
      await expect(link).toHaveAccessibleName(new RegExp(`^${title}, \\d+ \\S+ вашего решения$`));
    },
  };
}

/** head_cid: MW reports to review or to warrant. */
export const HeadCid = badgeStory('head_cid', '/most-wanted');
/** general_counsel: orders ON_CHECK. */
export const GeneralCounsel = badgeStory('general_counsel', '/orders');
/** criminalist: laboratory requests on check or in work. */
export const Criminalist = badgeStory('criminalist', '/laboratory');
/** hr_inspector: inactivity ON_HR_CHECK. */
export const HrInspector = badgeStory('hr_inspector', '/inactive');
/** head_dea: home checks ON_HEAD_CHECK. */
export const HeadDea = badgeStory('head_dea', '/dea-home');

/**
 * An agent decides on nothing: no badge, no 'Ждут меня'. With no kind to wait on, no list is
 * asked, so nothing can arrive later: the sidebar's links are the thing to wait for.
 */
export const AgentNoBadges: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const { roles, rang } = getSession();
    await expect(waitingKindsFor(roles, rang)).toEqual([]);
    await page().findAllByRole('link');
    await expect(page().queryByText(/вашего решения/)).toBeNull();
    await expect(page().queryByRole('button', { name: WAITING_TEXT.open })).toBeNull();
  },
};
