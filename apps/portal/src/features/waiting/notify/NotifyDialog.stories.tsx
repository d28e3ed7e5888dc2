import { NOTIFY_TEXT as T } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../../shared/sessionStorage.ts';
import { findDialog } from '../../../shared/testing/storyPlay.ts';
import { NotifyDialog } from './NotifyDialog.tsx';
import { loadNotifySettings } from './settings.ts';

/** How often the stubbed browser was asked for the permission in the running story. */
let asked = 0;

/**
 * Replaces the browser's Notification API with one whose permission is not answered yet and
 * whose request answers `answer`; returns the restore.
 */
function stubNotification(answer: NotificationPermission): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'Notification');
  asked = 0;
  const stub = {
    permission: 'default' as NotificationPermission,
    requestPermission: () => {
      asked += 1;
      stub.permission = answer;
      return Promise.resolve(answer);
    },
  };
  Object.defineProperty(window, 'Notification', { value: stub, configurable: true });
  return () => {
    if (original) Object.defineProperty(window, 'Notification', original);
  };
}

const nick = () => getSession().nick ?? '';

/** The dialog for the story's signed-in user, as the profile menu opens it. */
function NotifyDialogOfSession() {
  return <NotifyDialog nick={nick()} onClose={() => {}} />;
}

/** «Уведомления» of the profile menu (issue 26): off by default, the permission asked on the switch. */
const meta = {
  title: 'Portal/Waiting/NotifyDialog',
  component: NotifyDialogOfSession,
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof NotifyDialogOfSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const switches = async () => {
  const dialog = await findDialog(T.title);
  return {
    dialog,
    enabled: dialog.getByRole('switch', { name: T.enabled }),
    sound: dialog.getByRole('switch', { name: T.sound }),
  };
};

/**
 * Off by default and nothing asked on opening; switched on, the browser is asked once and
 * grants: on, kept for the user, and the sound may be chosen.
 */
export const PermissionGranted: Story = {
  beforeEach: () => stubNotification('granted'),
  play: async () => {
    const { enabled, sound } = await switches();
    await expect(enabled).not.toBeChecked();
    await expect(enabled).toHaveAccessibleDescription(T.enabledHint);
    await expect(sound).toBeDisabled();
    await expect(asked).toBe(0);
    await userEvent.click(enabled);
    await waitFor(() => expect(enabled).toBeChecked());
    await expect(asked).toBe(1);
    await expect(loadNotifySettings(nick())).toEqual({ on: true, sound: false });
    await userEvent.click(sound);
    await waitFor(() => expect(sound).toBeChecked());
    await expect(loadNotifySettings(nick())).toEqual({ on: true, sound: true });
  },
};

/** The browser refuses: the notifications stay off and the dialog says how to allow them. */
export const PermissionDenied: Story = {
  beforeEach: () => stubNotification('denied'),
  play: async () => {
    const { dialog, enabled, sound } = await switches();
    await userEvent.click(enabled);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(T.denied);
    await expect(asked).toBe(1);
    await expect(enabled).not.toBeChecked();
    await expect(sound).toBeDisabled();
    await expect(loadNotifySettings(nick())).toEqual({ on: false, sound: false });
  },
};
