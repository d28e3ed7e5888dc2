import { ACADEMY_TEMPLATES_TEXT as T, can, MODAL_TITLES, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { useSession } from '../../shared/useSession.ts';
import { academyTemplatesQueryOptions, type AcademyTemplate } from './api.ts';
import { templateColumns } from './templateColumns.tsx';

const TITLE = routeTitle('/academy-templates') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const TemplateDialogs = lazy(async () => ({
  default: (await import('./TemplateDialogs.tsx')).TemplateDialogs,
}));

/**
 * /academy-templates (03 §2): every template with created date, author, name and status; only the
 * director opens a row (03 §6) — an INACTIVE template in the edit modal, an ACTIVE one read-only.
 * The creation button opens the sidebar's creation modal for the roles that may create.
 */
export function AcademyTemplatesPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const query = useQuery(academyTemplatesQueryOptions());
  const [open, setOpen] = useState<AcademyTemplate | null>(null);

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.length) : undefined}
        actions={
          can('createAcademyTemplate', roles) && (
            <Button onPress={() => openModal('academyTemplate', MODAL_TITLES.academyTemplate)}>
              {MODAL_TITLES.academyTemplate}
            </Button>
          )
        }
      />
      <QueryTable
        aria-label={TITLE}
        columns={templateColumns}
        rows={query.data ?? []}
        rowKey={(t) => t.id}
        query={query}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={can('academyTemplates', roles) ? setOpen : undefined}
      />
      {open && (
        <Suspense fallback={null}>
          <TemplateDialogs template={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Page>
  );
}
