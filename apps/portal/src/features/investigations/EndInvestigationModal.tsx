import {
  INVESTIGATIONS_TEXT as T,
  MODAL_TITLES,
  RAPORTS_TEXT,
  validateEndInvestigation,
  validateInvestigationChosen,
} from '@fbi/domain';
import { CheckboxGroup, FormModal, Select, TextArea } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import {
  investigationRoot,
  openInvestigationsQueryOptions,
  raportRoot,
  raportsQueryOptions,
  type InvestigativeKind,
  type OpenInvestigation,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import { NoticeModal } from '../../shared/NoticeModal.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { endInvestigation } from './api.ts';

export interface EndInvestigationModalProps {
  kind: InvestigativeKind;
  onClose: () => void;
  title?: string;
}

/**
 * Ending an investigation from the sidebar (01 §2, §4, §5, §6): the open investigation (none
 * preselected, since closing the wrong case cannot be undone: 'Выберите расследование'), the motive
 * ('Описание не может быть пустым') and at least one of its reports ('Выберите хотя бы один
 * рапорт'); only APPROVED reports are offered (01 §4). Sends `POST …/close` {description,
 * selectedReports}; the investigation then shows under the closed list. With none open the modal
 * says so and offers no form.
 */
export function EndInvestigationModal({ kind, onClose, title }: EndInvestigationModalProps) {
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
  const draft = useFormDraft<EndValues>(`investigation-end:${kind}`, {
    investigationId: null,
    description: '',
    selectedReports: [],
  });
  const { values, setValues } = draft;
  const chosen = investigations.find((inv) => String(inv.id) === values.investigationId);
  const approved = reports.filter(
    (r) => r.investigationId === chosen?.id && r.status === 'APPROVED',
  );
  // Only reports still offered count (a draft may hold reports of another investigation).
  const selected = values.selectedReports.filter((id) => approved.some((r) => String(r.id) === id));
  const validate = () =>
    validateInvestigationChosen(chosen?.id) ??
    validateEndInvestigation({ ...values, selectedReports: selected });
  const issue = useFieldIssue<'investigationId' | 'description' | 'selectedReports'>(validate);
  const end = useApiMutation({
    mutationFn: endInvestigation,
    invalidates: [investigationRoot(kind), raportRoot(kind)],
    done: () =>
      chosen && {
        text: T.done.ended(chosen.id, chosen.faction),
        href: kind === 'agent' ? '/investigations' : '/ib-investigations',
      },
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const submit = () => {
    if (!issue.check(validate())) return;
    end.mutate({
      kind,
      body: { description: values.description.trim(), selectedReports: selected.map(Number) },
    });
  };
  return (
    <FormModal
      title={title}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.end}
      isPending={end.isPending}
      size="lg"
    >
      <Select
        label={T.investigation}
        isRequired
        items={investigations.map((inv) => ({
          id: String(inv.id),
          label: RAPORTS_TEXT.investigationOption(inv.id, inv.faction, inv.isJoint),
        }))}
        selectedKey={chosen ? String(chosen.id) : null}
        onSelectionChange={(id) => {
          setValues({ ...values, investigationId: id, selectedReports: [] });
          issue.clear('investigationId');
          issue.clear('selectedReports');
        }}
        {...issue.fieldProps('investigationId')}
      />
      <TextArea
        label={T.motive}
        isRequired
        value={values.description}
        onChange={(description) => {
          setValues({ ...values, description });
          issue.clear('description');
        }}
        {...issue.fieldProps('description')}
      />
      <CheckboxGroup
        label={T.reports}
        isRequired
        items={approved.map((r) => ({
          id: String(r.id),
          label: T.reportOption(r.caseNo, r.author),
        }))}
        value={selected}
        onChange={(ids) => {
          setValues({ ...values, selectedReports: ids });
          issue.clear('selectedReports');
        }}
        description={chosen && approved.length === 0 ? T.noApprovedReports : undefined}
        {...issue.fieldProps('selectedReports')}
      />
    </FormModal>
  );
}
