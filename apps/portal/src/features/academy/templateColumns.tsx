import { ACADEMY_TEMPLATES_TEXT as T } from '@fbi/domain';
import { momentColumn, nickColumn, statusColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { AcademyTemplate } from './api.ts';

/** The columns of /academy-templates (03 §2): created date, author, name, status. */
export const templateColumns: readonly RegistryColumn<AcademyTemplate>[] = [
  momentColumn('createdAt', T.createdAt, (t) => t.createdAt, { onPhone: true }),
  nickColumn('author', T.author, (t) => t.author, { onPhone: true }),
  { id: 'name', header: T.name, text: (t) => t.name, isRowHeader: true },
  statusColumn('academyTemplate', T.status),
];
