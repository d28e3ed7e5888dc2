import { SUSPECTS_TEXT as T, suspectActions, UI_TEXT } from '@fbi/domain';
import { Button, ExternalLink, StatusMenu, type StatusTransition } from '@fbi/ui';
import type { DetailsItem } from '../../shared/DetailsList.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useSession } from '../../shared/useSession.ts';
import { openSuspectLabReport, type LaterArrest, type Suspect } from './api.ts';
import { NickLink } from '../../shared/person/NickLink.tsx';

export interface SuspectDetailModalProps {
  suspect: Suspect;
  onClose: () => void;
  /** Opens the second or third arrest modal. */
  onArrest: (which: LaterArrest) => void;
}

const proof = (href: string, label: string) => (
  <ExternalLink href={href} aria-label={`${T.openProof}: ${label}`}>
    {T.openProof}
  </ExternalLink>
);

/**
 * A suspect's detail on /db (03 §2, §4): the offender's nick; the laboratory report button when
 * a laboratory link exists and the status is not DECLINED, EXPIRED or ON_LAB; the first-arrest
 * proof, and the second and third only when present; the status menu offers 'Повторный арест'
 * for FIRST and 'Третий арест' for RECIDIVE without a third arrest yet (the suspect machine), and
 * is disabled for DECLINED, EXPIRED and ON_LAB and once the third arrest is recorded.
 */
export function SuspectDetailModal({ suspect, onClose, onArrest }: SuspectDetailModalProps) {
  const { roles } = useSession();
  const rules = suspectActions(
    suspect.status,
    suspect.laboratoryId,
    roles,
    suspect.thirdArrestProve,
  );
  const reasons = useActionReasons('suspect', suspect.status);
  const items: StatusTransition[] = [
    ...(rules.secondArrest ? [{ id: 'second', label: UI_TEXT.secondArrest }] : []),
    ...(rules.thirdArrest ? [{ id: 'third', label: UI_TEXT.thirdArrest }] : []),
  ];
  const details: DetailsItem[] = [
    [T.offender, <NickLink key="offender" nick={suspect.nick} />],
    [T.firstArrestProof, proof(suspect.firstArrestProve, T.firstArrestProof)],
  ];
  if (suspect.secondArrestProve)
    details.push([T.secondArrestProof, proof(suspect.secondArrestProve, T.secondArrestProof)]);
  if (suspect.thirdArrestProve)
    details.push([T.thirdArrestProof, proof(suspect.thirdArrestProve, T.thirdArrestProof)]);
  const { laboratoryId } = suspect;

  return (
    <RecordModal
      title={T.detailTitle(suspect.nick)}
      onClose={onClose}
      closeButton="end"
      facts={details}
      actions={
        <>
          {rules.labReport && laboratoryId != null && (
            <Button variant="secondary" onPress={() => void openSuspectLabReport(laboratoryId)}>
              {T.labReport}
            </Button>
          )}
          <StatusMenu
            label={UI_TEXT.changeStatus}
            items={items}
            isDisabled={rules.menuDisabled || items.length === 0}
            disabledReason={reasons.ofAll(['secondArrest', 'thirdArrest'])}
            onAction={(id) => onArrest(id as LaterArrest)}
          />
        </>
      }
    />
  );
}
