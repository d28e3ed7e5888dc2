import { BLACKLIST_TEXT as T, formatDateTime, formatDays } from '@fbi/domain';
import { Button, type TableColumn } from '@fbi/ui';
import type { BlacklistEntry } from './api.ts';

/**
 * The blacklist's columns (02 §2.4): created date, nick, reason (articles), the author who passed
 * the sentence, the period as a day count with its Russian plural ('3 дня', 02 §9) and the
 * valid-until date; with `onDelete`, a Delete button per row (02 §6 blacklist managers).
 */
export function blacklistColumns(
  onDelete?: (entry: BlacklistEntry) => void,
): TableColumn<BlacklistEntry>[] {
  const columns: TableColumn<BlacklistEntry>[] = [
    { id: 'createdAt', header: T.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    { id: 'nick', header: T.nick, cell: (e) => e.nick, isRowHeader: true },
    { id: 'reason', header: T.reason, cell: (e) => e.reason },
    { id: 'author', header: T.author, cell: (e) => e.author },
    { id: 'period', header: T.period, cell: (e) => formatDays(e.daysCount) },
    { id: 'validUntil', header: T.validUntil, cell: (e) => formatDateTime(e.validUntil) },
  ];
  if (!onDelete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: T.actions,
      cell: (e) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={`${T.delete}: ${e.nick}`}
          onPress={() => onDelete(e)}
        >
          {T.delete}
        </Button>
      ),
    },
  ];
}
