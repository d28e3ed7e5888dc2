/**
 * Status machines (section 4 of each document): a transition is allowed only from its source
 * statuses; anything else is 409 with a Russian message naming the current status.
 */
import { statusLabel, type StatusMachine } from '@fbi/domain';
import { conflict } from '../http/errors.ts';

/**
 * Throws 409 unless `current` is one of `from`.
 * @param action what was attempted, in Russian, e.g. 'одобрить рапорт'.
 */
export function requireStatus(
  machine: StatusMachine,
  current: string,
  from: readonly string[],
  action: string,
): void {
  if (!from.includes(current)) {
    throw conflict(`Нельзя ${action}: текущий статус «${statusLabel(machine, current)}»`);
  }
}
