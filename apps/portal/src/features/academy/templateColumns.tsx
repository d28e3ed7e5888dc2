import { ACADEMY_TEMPLATES_TEXT as T, formatDateTime } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import * as styles from './academy.css.ts';
import type { AcademyTemplate } from './api.ts';
import { statusColumn } from '../../shared/registry/columns.tsx';

/** The columns of /academy-templates (03 §2): created date, author, name, status. */
export const templateColumns: readonly RegistryColumn<AcademyTemplate>[] = [
  {
    id: 'createdAt',
    header: T.createdAt,
    text: (t) => formatDateTime(t.createdAt),
    cell: (t) => <span className={styles.nowrap}>{formatDateTime(t.createdAt)}</span>,
    onPhone: true,
  },
  { id: 'author', header: T.author, text: (t) => t.author, onPhone: true },
  { id: 'name', header: T.name, text: (t) => t.name, isRowHeader: true },
  statusColumn('academyTemplate', T.status),
];
