import { BLACKLIST_TEXT as T, formatDays } from '@fbi/domain';
import { Button } from '@fbi/ui';
import { createdAtColumn, momentColumn, nickColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { BlacklistEntry } from './api.ts';
import type { BlacklistDialog } from './BlacklistDialogs.tsx';

type BlacklistColumn = RegistryColumn<BlacklistEntry, BlacklistDialog>;

const ENTRY_COLUMNS: readonly BlacklistColumn[] = [
  createdAtColumn(T.createdAt),
  nickColumn('nick', T.nick, (e) => e.nick, { isRowHeader: true }),
  { id: 'reason', header: T.reason, text: (e) => e.reason, onPhone: true },
  nickColumn('author', T.author, (e) => e.author),
  { id: 'period', header: T.period, text: (e) => formatDays(e.daysCount) },
  momentColumn('validUntil', T.validUntil, (e) => e.validUntil, { onPhone: true }),
];

const DELETE_COLUMN: BlacklistColumn = {
  id: 'actions',
  header: T.actions,
  cell: (e, { open }) => (
    <Button
      size="sm"
      variant="danger"
      aria-label={`${T.delete}: ${e.nick}`}
      onPress={() => open({ step: 'delete', entry: e })}
    >
      {T.delete}
    </Button>
  ),
};

/**
 * The blacklist's columns (02 §2.4): created date, nick, reason (articles), the author who passed
 * the sentence, the period as a day count with its Russian plural ('3 дня', 02 §9) and the
 * valid-until date; for the blacklist managers of 02 §6 (`manages`), a Delete button per row.
 */
export function blacklistColumns(manages: boolean): readonly BlacklistColumn[] {
  return manages ? [...ENTRY_COLUMNS, DELETE_COLUMN] : ENTRY_COLUMNS;
}
