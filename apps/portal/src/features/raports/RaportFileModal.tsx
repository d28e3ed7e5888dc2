import {
  ibFilingChoice,
  MODAL_TITLES,
  RAPORTS_TEXT as T,
  raportFilingChoice,
  validateInvestigationChosen,
} from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import {
  openInvestigationsQueryOptions,
  raportRoot,
  type InvestigativeKind,
  type InvestigativeModalProps,
  type OpenInvestigation,
} from '../../shared/investigativeQueries.ts';
import { partFields, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { investigationChoice } from '../../shared/investigationChoice.ts';
import { NoticeModal } from '../../shared/NoticeModal.tsx';
import { useSession } from '../../shared/useSession.ts';
import { addRaport } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import { EMPTY_RAPORT, raportBody, raportFields, type RaportValues } from './raportFields.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

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
export function RaportFileModal({ kind, onClose, title }: InvestigativeModalProps) {
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
  const { items, chosenOf } = investigationChoice(investigations);
  const fields: readonly FormField<FileValues>[] = [
    { key: 'investigationId', label: T.investigation, kind: 'select', items },
    ...partFields<FileValues, RaportValues>(raportFields(config)),
  ];
  return (
    <RecordFormModal
      title={title}
      submitLabel={T.fileSubmit}
      size="lg"
      fields={fields}
      draftKey={`raport-file:${kind}`}
      initial={{ ...EMPTY_RAPORT, investigationId: null }}
      validate={(v) => validateInvestigationChosen(chosenOf(v)?.id) ?? config.validate(v)}
      // The check above has found the chosen investigation.
      bodyOf={(v) => ({ kind, investigationId: Number(v.investigationId), body: raportBody(v) })}
      save={addRaport}
      invalidates={[raportRoot(kind)]}
      done={(answer, sent) =>
        createdDone(config.route, answer, T.done.filed(config.machine, sent.investigationId))
      }
      onClose={onClose}
    />
  );
}
