import { DEA_TEXT as T, deaReportProves, validateDeaReport } from '@fbi/domain';
import { rowsField } from '../../shared/form/FieldRows.tsx';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addDeaReport } from './api.ts';

/** The report while typing: its blocks, each a title and a link. */
interface ReportValues {
  rows: { title: string; link: string }[];
}

const newRow = () => ({ title: '', link: '' });

/** A block's title and link, numbered like the block: a blank block is left out, so optional. */
const rowFields = (i: number): readonly FormField<ReportValues['rows'][number]>[] => [
  { key: 'title', label: `${T.reportTitle} ${i + 1}`, kind: 'text', isRequired: false },
  { key: 'link', label: `${T.reportLink} ${i + 1}`, kind: 'url', isRequired: false },
];

const FIELDS: readonly FormField<ReportValues>[] = [
  rowsField('rows', {
    fields: rowFields,
    legend: T.reportRow,
    layout: 'line',
    newRow,
    addLabel: T.addRow,
    removeLabel: T.removeRow,
    listIssueAt: 'title',
  }),
];

/**
 * The DEA work report modal from the sidebar (03 §2, §3, §5 DEA report): rows of title and link,
 * added and removed (at least one row stays). Fully blank rows are ignored; a half-filled row or
 * a bad link is refused with its message, and at least one complete row is needed (toast and
 * under the field, nothing sent). Sends `POST /api/v1/dea-reports/add {proves: [{title, link}]}`.
 */
export default sidebarForm({
  modal: 'deaReport',
  submitLabel: T.requestSubmit,
  size: 'lg',
  fields: FIELDS,
  draftKey: 'dea-report',
  initial: { rows: [newRow()] },
  validate: (v) => validateDeaReport(v.rows),
  bodyOf: (v) => deaReportProves(v.rows),
  save: addDeaReport,
  invalidates: [queryRoots.deaReports],
  done: () => ({ text: T.done.reportFiled, href: '/dea-report' }),
});
