import { OPERATION_TYPES, type OperationType } from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf } from '../../shared/form/FormFields.tsx';

/**
 * The operation type select's options (02 §2.5): the portal's types, plus `current` when it is
 * not one of them (an order filed with a type the list no longer has), so the approver sees what
 * was requested. Both the order's view and its decline modal offer these.
 */
export const operationTypeItems = (current: string | null) =>
  itemsOf([...new Set([...OPERATION_TYPES, ...(current ? [current] : [])])]);

/**
 * The operation type an approval or decline sends and is checked with: a type outside the list
 * counts as not chosen, so the form asks for one ('Заполните тип операции!') before sending
 * rather than the server answering a blank.
 */
export const sentOperationType = (value: string | null): OperationType =>
  choice(OPERATION_TYPES, value);
