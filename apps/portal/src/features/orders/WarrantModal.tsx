import {
  FACTIONS,
  MODAL_TITLES,
  OPERATION_TYPES,
  ORDERS_TEXT as T,
  UI_TEXT,
  validateOrderRequest,
} from '@fbi/domain';
import { Button, DateTimeField, FormModal, Modal, Select, TextArea, TextField } from '@fbi/ui';
import { useState } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { addOrder, type OrderCreate } from './api.ts';
import { choice } from '../../shared/choice.ts';

const TYPE_ITEMS = OPERATION_TYPES.map((t) => ({ id: t, label: t }));
const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

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
  const draft = useFormDraft('order-create', EMPTY);
  const { values, setValues } = draft;
  const author = nick ?? values.author;
  const issue = useFieldIssue<keyof RequestValues>(() =>
    validateOrderRequest({ ...values, author }, new Date()),
  );
  const add = useApiMutation({
    mutationFn: addOrder,
    invalidates: [queryRoots.orders],
    done: (_answer, sent) => ({ text: T.done.requested(sent.operationType), href: '/orders' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const send = () => {
    const investigation = values.investigation.trim();
    const body: OrderCreate = {
      author: author.trim(),
      operationType: choice(OPERATION_TYPES, values.operationType),
      operationStartTime: values.operationStartTime ?? '',
      faction: choice(FACTIONS, values.faction),
      description: values.description.trim(),
      position: values.position.trim(),
      rang: values.rang.trim(),
      investigation: investigation || null,
    };
    add.mutate(body);
  };
  const submit = () => {
    if (issue.check(validateOrderRequest({ ...values, author }, new Date()))) send();
  };

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
    <FormModal
      title={T.requestTitle}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={add.isPending}
      size="lg"
    >
      <TextField
        label={T.author}
        isRequired
        isDisabled={nick !== null}
        value={author}
        onChange={(v) => set('author', v)}
        {...issue.fieldProps('author')}
      />
      <Select
        label={T.operationType}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.operationType}
        onSelectionChange={(v) => set('operationType', v)}
        {...issue.fieldProps('operationType')}
      />
      <DateTimeField
        label={T.operationStart}
        isRequired
        value={values.operationStartTime}
        onChange={(v) => set('operationStartTime', v)}
        {...issue.fieldProps('operationStartTime')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v)}
        {...issue.fieldProps('faction')}
      />
      <TextArea
        label={T.description}
        isRequired
        rows={3}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...issue.fieldProps('description')}
      />
      <TextField
        label={T.position}
        isRequired
        value={values.position}
        onChange={(v) => set('position', v)}
        {...issue.fieldProps('position')}
      />
      <TextField
        label={T.rang}
        isRequired
        value={values.rang}
        onChange={(v) => set('rang', v)}
        {...issue.fieldProps('rang')}
      />
      <TextField
        label={T.investigation}
        description={T.investigationHint}
        type="url"
        value={values.investigation}
        onChange={(v) => set('investigation', v)}
        {...issue.fieldProps('investigation')}
      />
    </FormModal>
  );
}
