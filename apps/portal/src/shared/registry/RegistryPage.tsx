import { can, MODAL_TITLES, REGISTRY_TEXT, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Cluster, EmptyState, ModalHeaderAction, Page, PageHeader } from '@fbi/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { RecordTrailContext, type RecordLink, type RecordTrail } from '../record/recordTrail.ts';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { LazyFilters } from '../list/LazyFilters.tsx';
import { ListTable } from '../list/ListTable.tsx';
import { useSession } from '../useSession.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import type * as ExportModule from './ExportDialog.tsx';
import { RecordNoticeModal } from './RecordNoticeModal.tsx';
import { columnsFor, type Registry, type RegistryRecord } from './registry.ts';
import { rowViews } from './rowViews.tsx';
import { useFreshRows } from './useFreshRows.ts';
import { useRecordLink } from './useRecordLink.ts';
import { useRegistryList } from './useRegistryList.ts';

// The export and its CSV library load on the first press (README "Budgets"). `lazy` drops the
// component's type parameters, so its own generic type is restored.
const ExportDialog = lazy(async () => ({
  default: (await import('./ExportDialog.tsx')).ExportDialog,
})) as unknown as typeof ExportModule.ExportDialog;

export interface RegistryPageProps<T extends RegistryRecord, K extends string, D> {
  /** The screen's declaration (its feature folder's `registry.ts`). */
  registry: Registry<T, K, D>;
}

/**
 * Any registry screen from its declaration (issue 24): the header with the count and the
 * creation buttons the caller's roles allow, the lazy filter card, the table (paged, refreshed in
 * place every 30 s while visible, rows that arrived meanwhile marked «Новое»), and the record in
 * the URL's `?open=<id>` with its dialogs, each carrying «Скопировать ссылку», its view ending with
 * the record's route where the declaration names its machine (issue 26). A caller who may not
 * read the list sees the declaration's `noAccess` text and no call is sent.
 */
export function RegistryPage<T extends RegistryRecord, K extends string, D>({
  registry,
}: RegistryPageProps<T, K, D>) {
  const session = useSession();
  const openModal = useOpenModal();
  const mayRead = registry.mayRead?.(session) ?? true;
  const { list, query, filtered } = useRegistryList(registry, session, mayRead);
  const rows = query.data?.items;
  const record = useRecordLink(registry, session, rows, mayRead);
  // Placeholder rows are the previous page's: only a page's own answer counts.
  const isFresh = useFreshRows(
    query.isPlaceholderData ? undefined : rows,
    JSON.stringify([list.filters, list.page]),
  );
  const title = registry.title?.(session) ?? routeTitle(registry.path) ?? '';
  const { open: openRow, Dialogs, filters, Intro } = registry;
  const declared = useMemo(() => columnsFor(registry, session), [registry, session]);
  const { press, change } = record;
  const views = useMemo(
    () => rowViews(declared, isFresh, (row, dialog) => press(row, { dialog }, { link: false })),
    [declared, isFresh, press],
  );
  const { dialog, linked, openId } = record;
  // The open record's trail for its view's panels: only the record the URL names has one; without
  // a declared machine only its link (for its history), and a side step of a routed one none.
  const trail = useMemo((): RecordLink | RecordTrail | null => {
    const route = registry.route;
    if (dialog === null || !linked || openId === null) return null;
    if (!route) return { path: registry.path, id: openId };
    const facts = route.of(dialog);
    return facts && { path: registry.path, id: openId, machine: route.machine, ...facts };
  }, [dialog, linked, openId, registry]);
  const totalItems = query.data?.totalItems;
  const creates = (registry.create ?? []).filter((c) => can(c.permission, session.roles));
  const [exporting, setExporting] = useState(false);

  return (
    <Page>
      <PageHeader
        title={title}
        description={totalItems !== undefined ? registry.total(totalItems) : undefined}
        actions={
          <Cluster gap="sm">
            {mayRead && (
              <Button variant="secondary" onPress={() => setExporting(true)}>
                {REGISTRY_TEXT.exportCsv}
              </Button>
            )}
            {creates.map(({ modal }) => (
              <Button
                key={modal}
                variant={(registry.create?.length ?? 0) > 1 ? 'secondary' : 'primary'}
                onPress={() => openModal(modal, MODAL_TITLES[modal])}
              >
                {MODAL_TITLES[modal]}
              </Button>
            ))}
          </Cluster>
        }
      />
      {Intro && <Intro />}
      {!mayRead ? (
        <EmptyState title={registry.noAccess ?? UI_TEXT.listLoadFailed} />
      ) : (
        <>
          {filters && <LazyFilters fields={filters} list={list} query={query} />}
          <ListTable
            aria-label={title}
            columns={views.columns}
            layout={registry.table?.layout}
            minWidth={registry.table?.minWidth}
            cards={views.cards}
            rowKey={(row) => row.id}
            query={query}
            page={list.page}
            onPageChange={list.setPage}
            emptyText={
              filtered ? UI_TEXT.listEmptyFiltered : (registry.emptyText ?? UI_TEXT.listEmpty)
            }
            onRowPress={openRow && ((row) => press(row, openRow(row, session)))}
            isRowPressable={openRow && ((row) => openRow(row, session) !== null)}
          />
        </>
      )}
      {record.dialog !== null && Dialogs && (
        <ModalHeaderAction.Provider
          value={
            record.linked &&
            record.openId !== null && <CopyLinkButton path={registry.path} id={record.openId} />
          }
        >
          <RecordTrailContext.Provider value={trail}>
            <Suspense fallback={null}>
              <Dialogs dialog={record.dialog} onChange={change} onClose={record.close} />
            </Suspense>
          </RecordTrailContext.Provider>
        </ModalHeaderAction.Provider>
      )}
      {record.notice && <RecordNoticeModal notice={record.notice} onClose={record.close} />}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            registry={registry}
            title={title}
            filters={list.filters}
            session={session}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
    </Page>
  );
}
