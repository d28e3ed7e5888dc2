import {
  DEA_TEXT as T,
  deaReportProves,
  MODAL_TITLES,
  validateDeaReport,
  type DeaReportField,
} from '@fbi/domain';
import { Button, CloseIcon, FormModal, IconButton, Stack, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addDeaReport } from './api.ts';
import * as styles from './dea.css.ts';

const EMPTY_ROW = { title: '', link: '' };

/**
 * The DEA work report modal from the sidebar (03 §2, §3, §5 DEA report): rows of title and link,
 * added and removed (at least one row stays). Fully blank rows are ignored; a half-filled row or
 * a bad link is refused with its message, and at least one complete row is needed (toast and
 * under the field, nothing sent). Sends `POST /api/v1/dea-reports/add {proves: [{title, link}]}`.
 */
export default function DeaReportCreateModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('dea-report', { rows: [EMPTY_ROW] });
  const { rows } = draft.values;
  const issue = useFieldIssue<DeaReportField>(() => validateDeaReport(rows));
  const add = useApiMutation({
    mutationFn: addDeaReport,
    invalidates: [queryRoots.deaReports],
    done: () => ({ text: T.done.reportFiled, href: '/dea-report' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const setRows = (next: typeof rows) => {
    draft.setValues({ rows: next });
    issue.clear('rows');
  };
  const setField = (i: number, key: 'title' | 'link', value: string) => {
    setRows(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
    issue.clear(`rows.${i}.${key}`);
  };
  const submit = () => {
    if (!issue.check(validateDeaReport(rows))) return;
    add.mutate(deaReportProves(rows));
  };
  const rowsIssue = issue.fieldProps('rows');

  return (
    <FormModal
      title={title || MODAL_TITLES.deaReport}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={add.isPending}
      size="lg"
    >
      <Stack gap="sm">
        {rows.map((row, i) => (
          <fieldset key={i} className={styles.row} aria-label={T.reportRow(i + 1)}>
            <TextField
              label={`${T.reportTitle} ${i + 1}`}
              value={row.title}
              onChange={(v) => setField(i, 'title', v)}
              {...(i === 0 && rowsIssue.isInvalid
                ? rowsIssue
                : issue.fieldProps(`rows.${i}.title`))}
            />
            <TextField
              label={`${T.reportLink} ${i + 1}`}
              type="url"
              value={row.link}
              onChange={(v) => setField(i, 'link', v)}
              {...issue.fieldProps(`rows.${i}.link`)}
            />
            <IconButton
              aria-label={T.removeRow(i + 1)}
              isDisabled={rows.length === 1}
              onPress={() => setRows(rows.filter((_, j) => j !== i))}
            >
              <CloseIcon />
            </IconButton>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" size="sm" onPress={() => setRows([...rows, EMPTY_ROW])}>
            {T.addRow}
          </Button>
        </div>
      </Stack>
    </FormModal>
  );
}
