import {
  ibFilingChoice,
  MODAL_TITLES,
  RAPORTS_TEXT as T,
  raportFilingChoice,
  validateInvestigationChosen,
  type RaportFormInput,
} from '@fbi/domain';
import { FormModal, Select } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import {
  openInvestigationsQueryOptions,
  raportRoot,
  type InvestigativeKind,
  type OpenInvestigation,
} from '../../shared/investigativeQueries.ts';
import { NoticeModal } from '../../shared/NoticeModal.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { addRaport } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import { EMPTY_RAPORT, RaportFields, raportBody, type RaportValues } from './RaportFields.tsx';

export interface RaportFileModalProps {
  kind: InvestigativeKind;
  onClose: () => void;
  title?: string;
}

/**
 * Filing an agent report (kind 'agent') or an IB report ('ib') from the sidebar (01 §2, §4, §5,
 * §6): the open investigations are loaded and only those the caller may file to are offered (CID
 * roles a CID one, DEA roles a DEA one, a joint one either; IB: any open IB investigation). With
 * none open the modal says 'Нет открытых расследований для подачи рапорта', with none that fits
 * 'У вас нет доступа к текущим расследованиям', and offers no form. Otherwise the investigation
 * (none preselected: the person chooses, else 'Выберите расследование'), description, articles
 * and links; the first failing rule shows in the
 * toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export function RaportFileModal({ kind, onClose, title }: RaportFileModalProps) {
  const { roles } = useSession();
  const open = useQuery(openInvestigationsQueryOptions(kind));
  const heading = title || MODAL_TITLES[kind === 'agent' ? 'raport' : 'ibRaport'];

  if (!open.data) {
    return <NoticeModal title={heading} onClose={onClose} query={open} />;
  }
  const choice =
    kind === 'agent' ? raportFilingChoice(roles, open.data) : ibFilingChoice(open.data);
  if (!choice.ok) {
    return (
      <NoticeModal title={heading} onClose={onClose}>
        {choice.message}
      </NoticeModal>
    );
  }
  return (
    <RaportFileForm
      kind={kind}
      title={heading}
      investigations={choice.investigations}
      onClose={onClose}
    />
  );
}

interface FileValues extends RaportValues {
  investigationId: string | null;
}

function RaportFileForm({
  kind,
  title,
  investigations,
  onClose,
}: {
  kind: InvestigativeKind;
  title: string;
  investigations: OpenInvestigation[];
  onClose: () => void;
}) {
  const config = RAPORT_KINDS[kind];
  const draft = useFormDraft<FileValues>(`raport-file:${kind}`, {
    ...EMPTY_RAPORT,
    investigationId: null,
  });
  const { values, setValues } = draft;
  // A drafted investigation that was closed meanwhile is no longer chosen.
  const chosen = investigations.find((inv) => String(inv.id) === values.investigationId);
  const issue = useFieldIssue<keyof RaportFormInput | 'investigationId'>(
    () => validateInvestigationChosen(chosen?.id) ?? config.validate(values),
  );
  const add = useApiMutation({
    mutationFn: addRaport,
    invalidates: [raportRoot(kind)],
    done: (_answer, sent) => ({
      text: T.done.filed(config.machine, sent.investigationId),
      href: config.route,
    }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const submit = () => {
    const found = validateInvestigationChosen(chosen?.id) ?? config.validate(values);
    if (!issue.check(found) || !chosen) return;
    add.mutate({ kind, investigationId: chosen.id, body: raportBody(values) });
  };
  return (
    <FormModal
      title={title}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.fileSubmit}
      isPending={add.isPending}
      size="lg"
    >
      <Select
        label={T.investigation}
        isRequired
        items={investigations.map((inv) => ({
          id: String(inv.id),
          label: T.investigationOption(inv.id, inv.faction, inv.isJoint),
        }))}
        selectedKey={chosen ? String(chosen.id) : null}
        onSelectionChange={(id) => {
          setValues({ ...values, investigationId: id });
          issue.clear('investigationId');
        }}
        {...issue.fieldProps('investigationId')}
      />
      <RaportFields
        config={config}
        values={values}
        onChange={(next) => setValues({ ...values, ...next })}
        issue={issue}
      />
    </FormModal>
  );
}
