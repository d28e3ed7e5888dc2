import {
  INVESTIGATIONS_TEXT as T,
  MODAL_TITLES,
  validateEndInvestigation,
  validateInvestigationChosen,
} from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import {
  investigationRoot,
  openInvestigationsQueryOptions,
  raportRoot,
  raportsQueryOptions,
  type InvestigativeKind,
  type InvestigativeModalProps,
  type OpenInvestigation,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { investigationChoice } from '../../shared/investigationChoice.ts';
import { NoticeModal } from '../../shared/NoticeModal.tsx';
import { useSession } from '../../shared/useSession.ts';
import { endInvestigation } from './api.ts';

/**
 * Ending an investigation from the sidebar (01 §2, §4, §5, §6): the open investigation (none
 * preselected, since closing the wrong case cannot be undone: 'Выберите расследование'), the motive
 * ('Описание не может быть пустым') and at least one of its reports ('Выберите хотя бы один
 * рапорт'); only APPROVED reports are offered (01 §4). Sends `POST …/close` {description,
 * selectedReports}; the investigation then shows under the closed list. With none open the modal
 * says so and offers no form.
 */
export function EndInvestigationModal({ kind, onClose, title }: InvestigativeModalProps) {
  const { roles } = useSession();
  const open = useQuery(openInvestigationsQueryOptions(kind));
  const reports = useQuery(raportsQueryOptions(kind, roles));
  const heading =
    title || MODAL_TITLES[kind === 'agent' ? 'endInvestigation' : 'endIbInvestigation'];
  if (!open.data || !reports.data) {
    return <NoticeModal title={heading} onClose={onClose} query={open.isError ? open : reports} />;
  }
  if (open.data.length === 0) {
    return (
      <NoticeModal title={heading} onClose={onClose}>
        {T.noneOpen}
      </NoticeModal>
    );
  }
  return (
    <EndForm
      kind={kind}
      title={heading}
      investigations={open.data}
      reports={reports.data}
      onClose={onClose}
    />
  );
}

interface EndValues {
  investigationId: string | null;
  description: string;
  selectedReports: string[];
}

const EMPTY: EndValues = { investigationId: null, description: '', selectedReports: [] };

function EndForm({
  kind,
  title,
  investigations,
  reports,
  onClose,
}: {
  kind: InvestigativeKind;
  title: string;
  investigations: OpenInvestigation[];
  reports: Raport[];
  onClose: () => void;
}) {
  const { items, chosenOf } = investigationChoice(investigations);
  const approvedOf = (v: EndValues) =>
    reports.filter((r) => r.investigationId === chosenOf(v)?.id && r.status === 'APPROVED');
  // Only reports still offered count (a draft may hold reports of another investigation).
  const selectedOf = (v: EndValues) =>
    v.selectedReports.filter((id) => approvedOf(v).some((r) => String(r.id) === id));
  const fields: readonly FormField<EndValues>[] = [
    {
      key: 'investigationId',
      label: T.investigation,
      kind: 'select',
      items,
      follows: () => ({ selectedReports: [] }),
    },
    { key: 'description', label: T.motive, kind: 'textarea' },
    {
      key: 'selectedReports',
      label: T.reports,
      kind: 'checkboxes',
      items: (v) =>
        approvedOf(v).map((r) => ({ id: String(r.id), label: T.reportOption(r.caseNo, r.author) })),
      description: (v) => (chosenOf(v) && approvedOf(v).length === 0 ? T.noApprovedReports : ''),
    },
  ];
  return (
    <RecordFormModal
      title={title}
      submitLabel={T.end}
      size="lg"
      fields={fields}
      draftKey={`investigation-end:${kind}`}
      initial={EMPTY}
      validate={(v) =>
        validateInvestigationChosen(chosenOf(v)?.id) ??
        validateEndInvestigation({ ...v, selectedReports: selectedOf(v) })
      }
      bodyOf={(v) => ({
        kind,
        investigationId: chosenOf(v)?.id ?? 0,
        body: { description: v.description.trim(), selectedReports: selectedOf(v).map(Number) },
      })}
      save={endInvestigation}
      invalidates={[investigationRoot(kind), raportRoot(kind)]}
      done={(_answer, sent) => {
        const chosen = investigations.find((inv) => inv.id === sent.investigationId);
        return (
          chosen && {
            text: T.done.ended(chosen.id, chosen.faction),
            href: kind === 'agent' ? '/investigations' : '/ib-investigations',
          }
        );
      }}
      onClose={onClose}
    />
  );
}
