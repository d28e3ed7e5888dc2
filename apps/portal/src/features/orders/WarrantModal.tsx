import {
  FACTIONS,
  MODAL_TITLES,
  OPERATION_TYPES,
  ORDERS_TEXT as T,
  UI_TEXT,
  validateOrderRequest,
} from '@fbi/domain';
import { Button, Modal } from '@fbi/ui';
import { useState } from 'react';
import { choice } from '../../shared/choice.ts';
import { itemsOf, trimmed, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { addOrder, type OrderCreate } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** The request form while typing (02 §3 Order); the start is a UTC instant. */
interface RequestValues {
  author: string;
  operationType: string | null;
  operationStartTime: string | null;
  faction: string | null;
  description: string;
  position: string;
  rang: string;
  investigation: string;
}

const EMPTY: RequestValues = {
  author: '',
  operationType: null,
  operationStartTime: null,
  faction: null,
  description: '',
  position: '',
  rang: '',
  investigation: '',
};

/** The fields; the author is disabled when the session knows the nick (see the modal). */
const fieldsFor = (nick: string | null): readonly FormField<RequestValues>[] => [
  { key: 'author', label: T.author, kind: 'text', disabled: () => nick !== null },
  { key: 'operationType', label: T.operationType, kind: 'select', items: itemsOf(OPERATION_TYPES) },
  { key: 'operationStartTime', label: T.operationStart, kind: 'datetime' },
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
  { key: 'description', label: T.description, kind: 'textarea', rows: 3 },
  { key: 'position', label: T.position, kind: 'text' },
  { key: 'rang', label: T.rang, kind: 'text' },
  {
    key: 'investigation',
    label: T.investigation,
    kind: 'url',
    description: T.investigationHint,
    isRequired: false,
  },
];

/** Which step of the sidebar's warrant flow is shown. */
type Step = 'rules' | 'form';

/**
 * The warrant request from the sidebar (02 §2.5, §3 Order, §5 Order request): first the
 * read-only rules with 'Я ознакомился с правилами', then the form: author (disabled and filled
 * when the session knows the nick), operation type, operation start (Moscow time whatever the
 * browser's zone), faction, description, unit, post and an optional investigation URL. A start
 * less than 12 hours ahead is refused before sending with the server's own message, under the
 * field (the server would refuse it; validateOrderRequest with `now`).
 */
export default function WarrantModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  const [step, setStep] = useState<Step>('rules');
  // The session's nick when known, whatever a draft holds; else what the visitor typed.
  const authorOf = (v: RequestValues) => nick ?? v.author;

  if (step === 'rules') {
    return (
      <Modal
        title={title || MODAL_TITLES.warrantRules}
        isOpen
        size="sm"
        onOpenChange={(open) => !open && onClose()}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {UI_TEXT.cancel}
            </Button>
            <Button onPress={() => setStep('form')}>{UI_TEXT.warrantRulesAccept}</Button>
          </>
        }
      >
        <p>{UI_TEXT.warrantRulesText}</p>
      </Modal>
    );
  }
  return (
    <RecordFormModal
      title={T.requestTitle}
      submitLabel={T.send}
      size="lg"
      fields={fieldsFor(nick)}
      // One draft per caller, so a draft typed as a visitor never shows under a staff nick.
      draftKey={`order-create:${nick ?? ''}`}
      initial={{ ...EMPTY, author: nick ?? '' }}
      validate={(v) => validateOrderRequest({ ...v, author: authorOf(v) }, new Date())}
      bodyOf={(v): OrderCreate => ({
        author: authorOf(v).trim(),
        operationType: choice(OPERATION_TYPES, v.operationType),
        operationStartTime: v.operationStartTime ?? '',
        faction: choice(FACTIONS, v.faction),
        ...trimmed(v, ['description', 'position', 'rang']),
        investigation: v.investigation.trim() || null,
      })}
      save={addOrder}
      invalidates={[queryRoots.orders]}
      done={(answer, sent) =>
        createdDone('/orders', answer, T.done.requested(sent.operationType), 'decideOrder')
      }
      onClose={onClose}
    />
  );
}
