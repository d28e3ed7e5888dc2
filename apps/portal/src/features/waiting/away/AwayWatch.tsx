import type { Role } from '@fbi/domain';
import { useEffect } from 'react';
import { NotifyDialog } from '../notify/NotifyDialog.tsx';
import { useNotifySettings } from '../notify/settings.ts';
import { useHiddenNotifications } from '../notify/useHiddenNotifications.ts';
import { AwayPanel } from './AwayPanel.tsx';
import { setAwayDialog, useAwayDialog } from './dialogs.ts';
import { useAwayCompare } from './useAwayCompare.ts';

export interface AwayWatchProps {
  /** The signed-in user, whose snapshot is compared. */
  nick: string;
  roles: readonly Role[];
  rang: string | null;
}

/**
 * The lazily loaded part of issue 26 for a signed-in member of staff: the away comparison
 * ({@link useAwayCompare}) and its panel, open when the comparison found something or the
 * profile menu asked for it; the notifications while the tab is hidden, when the user turned
 * them on, and their dialog. One dialog at a time; leaving closes them.
 */
export default function AwayWatch({ nick, roles, rang }: AwayWatchProps) {
  const dialog = useAwayDialog();
  const away = useAwayCompare(nick, roles, rang);
  useHiddenNotifications(nick, roles, rang, useNotifySettings(nick));
  useEffect(() => () => setAwayDialog(null), []);
  const close = () => setAwayDialog(null);
  if (dialog === 'away') return <AwayPanel state={away} onClose={close} />;
  if (dialog === 'notifications') return <NotifyDialog nick={nick} onClose={close} />;
  return null;
}
