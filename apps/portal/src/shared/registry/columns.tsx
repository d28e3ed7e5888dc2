import { formatDate, formatDateTime, statusLabel, UI_TEXT, type StatusMachine } from '@fbi/domain';
import type { ReactNode } from 'react';
import { NickLink } from '../person/NickLink.tsx';
import { RecordStatus } from '../RecordStatus.tsx';
import * as styles from './registry.css.ts';
import type { RegistryColumn } from './registry.ts';

/**
 * The status column of a registry whose records carry a `status` of `machine`: the status's
 * label as text (the CSV value and the phone card's badge) and, in the table, its badge in the
 * tone of what it means (labels and tones from the machine's table in `packages/domain`; 01 §4,
 * 02 §4, 03 §4).
 * @param header the column's header (the screen's «Статус» text).
 * @param options `wraps` lets a long label break onto two lines in a narrow table; `width` as
 *   in {@link RegistryColumn}.
 */
export function statusColumn<T extends { status: string }, D = never>(
  machine: StatusMachine,
  header: string,
  { wraps = false, width }: { wraps?: boolean; width?: RegistryColumn<T, D>['width'] } = {},
): RegistryColumn<T, D> {
  const label = (row: T) => statusLabel(machine, row.status);
  return {
    id: 'status',
    header,
    width,
    text: label,
    cell: (row) => <RecordStatus machine={machine} status={row.status} wraps={wraps} />,
    isStatus: true,
  };
}

/** What a column may say besides its value: its width, and whether it names the row or shows on a phone. */
type ColumnPlace<T, D> = Pick<RegistryColumn<T, D>, 'width' | 'isRowHeader' | 'onPhone'>;

/**
 * A column of a moment in ru-RU Moscow time (01 §8, 02 §8, 03 §8), or of a date with `date`, kept
 * on one line in the table.
 */
export function momentColumn<T, D = never>(
  id: string,
  header: string,
  value: (row: T) => string | null,
  { date = false, ...place }: { date?: boolean } & ColumnPlace<T, D> = {},
): RegistryColumn<T, D> {
  const text = (row: T) => (date ? formatDate : formatDateTime)(value(row));
  return {
    id,
    header,
    text,
    cell: (row) => <span className={styles.nowrap}>{text(row)}</span>,
    ...place,
  };
}

/**
 * A column of a nick shown as data (offender, suspect, author, reviewer, executor: issue 25): the
 * nick as text (CSV and the phone card, whose press opens the record) and, in the table, a link
 * to the person's page ({@link NickLink}). An empty value reads `none` when given.
 */
export function nickColumn<T, D = never>(
  id: string,
  header: string,
  value: (row: T) => string | null,
  { none, ...place }: { none?: string } & ColumnPlace<T, D> = {},
): RegistryColumn<T, D> {
  return {
    id,
    header,
    text: (row) => value(row) || (none ?? ''),
    cell: (row) => {
      const nick = value(row);
      if (nick) return <NickLink nick={nick} />;
      return none ? <span className={styles.muted}>{none}</span> : null;
    },
    card: (row) => value(row) || (none && <span className={styles.muted}>{none}</span>),
    ...place,
  };
}

/**
 * The column of the moment a record was filed (`createdAt`, ru-RU Moscow time, 01 §8, 02 §8,
 * 03 §8), on the phone card: a {@link momentColumn} most registries carry.
 */
export function createdAtColumn<T extends { createdAt: string }, D = never>(
  header: string,
): RegistryColumn<T, D> {
  return momentColumn('createdAt', header, (row) => row.createdAt, { onPhone: true });
}

/**
 * A column of a value that may be empty, which then reads `none` ('Нет', 'Не назначен'), muted in
 * the table; a given value shows as is, or as `shown` makes it (a link to it).
 */
export function optionalColumn<T, D = never>(
  id: string,
  header: string,
  value: (row: T) => string | null,
  none: string,
  {
    shown = (given) => given,
    ...place
  }: { shown?: (given: string, row: T) => ReactNode } & ColumnPlace<T, D> = {},
): RegistryColumn<T, D> {
  return {
    id,
    header,
    text: (row) => value(row) || none,
    cell: (row) => {
      const given = value(row);
      return given ? shown(given, row) : <span className={styles.muted}>{none}</span>;
    },
    ...place,
  };
}

/** A request that someone files and an approver decides, with a comment on a decline. */
interface DecidedRequest {
  createdAt: string;
  author: string;
  approver: string | null;
  comment: string | null;
  status: string;
}

/**
 * The columns of a decided request's registry (02 §2.5 orders, §2.6 office): created date,
 * author, approver ('Не назначен' when none), comment ('Нет' when none, 02 §8) and status.
 * @param header the screen's texts of those headers.
 */
export function decidedRequestColumns<T extends DecidedRequest, D>(
  machine: StatusMachine,
  header: Record<'createdAt' | 'author' | 'approver' | 'comment' | 'status', string>,
): RegistryColumn<T, D>[] {
  return [
    {
      id: 'createdAt',
      header: header.createdAt,
      text: (o) => formatDateTime(o.createdAt),
      onPhone: true,
    },
    nickColumn('author', header.author, (o) => o.author, { isRowHeader: true }),
    nickColumn('approver', header.approver, (o) => o.approver, {
      none: UI_TEXT.noApprover,
      onPhone: true,
    }),
    { id: 'comment', header: header.comment, text: (o) => o.comment || UI_TEXT.noCommentShort },
    statusColumn(machine, header.status),
  ];
}
