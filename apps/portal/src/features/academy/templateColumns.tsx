import { ACADEMY_TEMPLATES_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import * as styles from './academy.css.ts';
import type { AcademyTemplate } from './api.ts';

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
  {
    id: 'status',
    header: T.status,
    text: (t) => statusLabel('academyTemplate', t.status),
    cell: (t) => (
      <StatusBadge
        label={statusLabel('academyTemplate', t.status)}
        tone={statusTone('academyTemplate', t.status)}
      />
    ),
    isStatus: true,
  },
];
