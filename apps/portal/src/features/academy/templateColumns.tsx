import { ACADEMY_TEMPLATES_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import * as styles from './academy.css.ts';
import type { AcademyTemplate } from './api.ts';

/** The columns of /academy-templates (03 §2): created date, author, name, status. */
export const templateColumns: TableColumn<AcademyTemplate>[] = [
  {
    id: 'createdAt',
    header: T.createdAt,
    cell: (t) => <span className={styles.nowrap}>{formatDateTime(t.createdAt)}</span>,
  },
  { id: 'author', header: T.author, cell: (t) => t.author },
  { id: 'name', header: T.name, cell: (t) => t.name, isRowHeader: true },
  {
    id: 'status',
    header: T.status,
    cell: (t) => (
      <StatusBadge
        label={statusLabel('academyTemplate', t.status)}
        tone={statusTone('academyTemplate', t.status)}
      />
    ),
  },
];
