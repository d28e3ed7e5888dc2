import type { Role } from '@fbi/domain';
import { useEffect } from 'react';
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
 * profile menu asked for it. Mounted per user by `AwaySlot`; leaving closes its dialogs.
 */
export default function AwayWatch({ nick, roles, rang }: AwayWatchProps) {
  const dialog = useAwayDialog();
  const away = useAwayCompare(nick, roles, rang);
  useEffect(() => () => setAwayDialog(null), []);
  return dialog === 'away' ? <AwayPanel state={away} onClose={() => setAwayDialog(null)} /> : null;
}
