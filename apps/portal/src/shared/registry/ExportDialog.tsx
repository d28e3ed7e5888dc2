import { REGISTRY_TEXT, UI_TEXT } from '@fbi/domain';
import { Button, Modal, Spinner } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import type { ListFilters } from '../list/useListParams.ts';
import type { Session } from '../sessionStorage.ts';
import { csvFileName, downloadCsv, toCsv } from './csv.ts';
import { fetchRows, type RowsProgress } from './fetchRows.ts';
import { columnsFor, type Registry, type RegistryRecord } from './registry.ts';
import * as styles from './registry.css.ts';

/** The most rows one export takes (50 pages of 100); the dialog says when a list holds more. */
export const EXPORT_LIMIT = 5_000;

export interface ExportDialogProps<T extends RegistryRecord, K extends string, D> {
  registry: Registry<T, K, D>;
  /** The page's title: the file's name. */
  title: string;
  /** The filters applied on the page: the export holds the rows they select, every page. */
  filters: ListFilters<K>;
  session: Session;
  onClose: () => void;
}

type ExportState =
  | { step: 'fetching'; progress: RowsProgress | null }
  | { step: 'done'; saved: number; total: number }
  | { step: 'failed' };

/**
 * «Экспорт CSV» of a registry (issue 24): fetches the rows of the page's filters page by page (a
 * progress bar and «Отмена», which stops before the next page), up to EXPORT_LIMIT rows, saves them
 * as CSV (csv.ts) and says how many were saved, and that the rest was left when the list held
 * more. The rows are the ones the list call answers this caller, so nothing the role cannot read
 * is exported. A failed page shows the error toast (query client) and offers a retry.
 */
export function ExportDialog<T extends RegistryRecord, K extends string, D>({
  registry,
  title,
  filters,
  session,
  onClose,
}: ExportDialogProps<T, K, D>) {
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ExportState>({ step: 'fetching', progress: null });

  useEffect(() => {
    const abort = new AbortController();
    fetchRows(client, {
      list: registry.list,
      filters,
      session,
      limit: EXPORT_LIMIT,
      signal: abort.signal,
      onProgress: (progress) => setState({ step: 'fetching', progress }),
    }).then(
      ({ rows, total }) => {
        if (abort.signal.aborted) return;
        if (rows.length > 0)
          downloadCsv(csvFileName(title), toCsv(columnsFor(registry, session), rows));
        setState({ step: 'done', saved: rows.length, total });
      },
      () => {
        if (!abort.signal.aborted) setState({ step: 'failed' });
      },
    );
    return () => abort.abort();
  }, [client, registry, filters, session, title, attempt]);

  const retry = () => {
    setState({ step: 'fetching', progress: null });
    setAttempt((n) => n + 1);
  };

  return (
    <Modal
      title={REGISTRY_TEXT.exportCsv}
      isOpen
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {state.step === 'fetching' ? UI_TEXT.cancel : UI_TEXT.close}
          </Button>
          {state.step === 'failed' && <Button onPress={retry}>{UI_TEXT.retry}</Button>}
        </>
      }
    >
      {state.step === 'fetching' &&
        (state.progress ? (
          <ProgressBar
            className={styles.progress}
            value={state.progress.fetched}
            maxValue={Math.max(1, Math.min(state.progress.total, EXPORT_LIMIT))}
            valueLabel={REGISTRY_TEXT.exportProgress(
              state.progress.fetched,
              Math.min(state.progress.total, EXPORT_LIMIT),
            )}
          >
            {({ percentage, valueText }) => (
              <>
                <Label>{REGISTRY_TEXT.exportProgressLabel}</Label>
                <div className={styles.track}>
                  <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                </div>
                <span>{valueText}</span>
              </>
            )}
          </ProgressBar>
        ) : (
          <Spinner />
        ))}
      {state.step === 'done' && (
        <p role="status">
          {state.saved === 0
            ? REGISTRY_TEXT.exportEmpty
            : state.total > state.saved
              ? REGISTRY_TEXT.exportCapped(state.saved, state.total)
              : REGISTRY_TEXT.exportDone(state.saved)}
        </p>
      )}
      {state.step === 'failed' && <p role="alert">{REGISTRY_TEXT.exportFailed}</p>}
    </Modal>
  );
}
