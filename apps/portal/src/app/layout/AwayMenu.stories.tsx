import { AWAY_TEXT as T, NOTIFY_TEXT } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AwaySlot } from '../../features/waiting/away/AwaySlot.tsx';
import { loadSnapshot } from '../../features/waiting/away/storage.ts';
import { getSession } from '../../shared/sessionStorage.ts';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { PAGE_SETTLED_LATEST_MS } from '../../shared/pageSettled.ts';
import { Header } from './Header.tsx';

/** The header with its profile menu, and the away watcher the shell mounts beside it. */
function HeaderWithAway() {
  return (
    <>
      <Header isMenuOpen={false} onOpenMenu={() => {}} />
      <AwaySlot />
    </>
  );
}

/**
 * «Пока вас не было» and «Уведомления» in the profile menu (issue 26): the panel is always
 * reachable from there, and the notifications are set there.
 */
const meta = {
  title: 'Portal/Shell/AwayMenu',
  component: HeaderWithAway,
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof HeaderWithAway>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first visit in this browser sets the baseline and opens nothing; the profile menu's item
 * opens the panel, which says nothing is new, and Esc closes it.
 */
export const FirstVisitFromMenu: Story = {
  play: async () => {
    const nick = getSession().nick ?? '';
    await waitFor(() => expect(loadSnapshot(localStorage, nick)).not.toBeNull(), {
      timeout: PAGE_SETTLED_LATEST_MS + 10_000,
    });
    await expect(page().queryByRole('dialog', { name: T.title })).toBeNull();
    await userEvent.click(page().getByRole('button', { name: nick }));
    await userEvent.click(await page().findByRole('menuitem', { name: T.menuItem }));
    const panel = await findDialog(T.title);
    await expect(panel.getByText(T.nothing)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: T.title })).toBeNull());
  },
};

/** «Уведомления» opens its dialog, the notifications off by default. */
export const NotificationsFromMenu: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: getSession().nick ?? '' }));
    await userEvent.click(await page().findByRole('menuitem', { name: NOTIFY_TEXT.menuItem }));
    const dialog = await findDialog(NOTIFY_TEXT.title);
    await expect(dialog.getByRole('switch', { name: NOTIFY_TEXT.enabled })).not.toBeChecked();
  },
};
