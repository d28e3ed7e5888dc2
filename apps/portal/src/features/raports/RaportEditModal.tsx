import { RAPORTS_TEXT as T } from '@fbi/domain';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import {
  raportRoot,
  type InvestigativeKind,
  type Raport,
} from '../../shared/investigativeQueries.ts';
import { updateRaport } from './api.ts';
import { RAPORT_KINDS } from './kinds.ts';
import { raportBody, raportFields } from './raportFields.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

export interface RaportEditModalProps extends RowStepProps {
  kind: InvestigativeKind;
  raport: Raport;
}

/**
 * The edit form of a report (01 §4 "the agent edits and resubmits", §5): description, articles
 * in the kind's format (N.N УК; IB N.N УК/АК/ФП) and links, prefilled; Save sends
 * `PUT …/{id}/update` and the report returns to review. A failing rule shows in the toast and
 * under its field and nothing is sent; unsent edits are kept as a draft per report.
 */
export function RaportEditModal({ kind, raport, onCancel, onDone }: RaportEditModalProps) {
  const config = RAPORT_KINDS[kind];
  return (
    <RecordFormModal
      title={`${T.editTitle} №${raport.caseNo}`}
      submitLabel={T.save}
      size="lg"
      fields={raportFields(config)}
      draftKey={`raport-edit:${kind}:${raport.id}`}
      initial={{
        description: raport.description,
        cautions: raport.cautions,
        proves: raport.proves,
      }}
      validate={config.validate}
      bodyOf={(v) => ({ kind, id: raport.id, body: raportBody(v) })}
      save={updateRaport}
      invalidates={[raportRoot(kind)]}
      done={() => recordDone(config.route, raport.id, T.done.edited(config.machine, raport.caseNo))}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
