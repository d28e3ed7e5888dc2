import { ACADEMY_TEMPLATES_TEXT as T, can } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { academyTemplatesQueryOptions, type AcademyTemplate } from './api.ts';
import type { TemplateDialog } from './TemplateDialogs.tsx';
import { templateColumns } from './templateColumns.tsx';

/**
 * /academy-templates (03 §2): every template with created date, author, name and status; only the
 * director opens a row (03 §6) — an INACTIVE template in the edit modal, an ACTIVE one read-only.
 * The creation button opens the sidebar's creation modal for the roles that may create.
 */
export const academyTemplatesRegistry = defineRegistry<AcademyTemplate, never, TemplateDialog>({
  path: '/academy-templates',
  total: T.total,
  list: { all: academyTemplatesQueryOptions },
  columns: templateColumns,
  create: [{ modal: 'academyTemplate', permission: 'createAcademyTemplate' }],
  open: (template, { roles }) => (can('academyTemplates', roles) ? { dialog: { template } } : null),
  Dialogs: lazyDialogs(() => import('./TemplateDialogs.tsx'), 'TemplateDialogs'),
  route: routeOf('academyTemplate', 'template', 'name'),
});
