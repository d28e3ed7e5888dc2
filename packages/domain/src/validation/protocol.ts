/** Protocol activation. Spec: 02 §5 (Protocol: a protocol must be chosen). */
import { firstIssue, required, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';

/** Validates protocol activation (02 §5): a code must be chosen, 'Выберите протокол' (ours). */
export function validateProtocol(code: string | null | undefined): ValidationResult<'type'> {
  return firstIssue(['type', () => required(code, MESSAGES.protocolEmpty)]);
}
