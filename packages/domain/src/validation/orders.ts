/** Warrant order request, approval and decline. Spec: 02 §5 (Order request/approval/decline). */
import { WARRANT_LEAD_HOURS } from '../constants.ts';
import { firstIssue, isBlank, isHttpUrl, required, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';

/** Fields of the warrant request form (02 §3 Order). */
export interface OrderRequestInput {
  author: string | null | undefined;
  operationType: string | null | undefined;
  /** Date and time of the operation start (Moscow time), any non-empty string. */
  operationStartTime: string | null | undefined;
  faction: string | null | undefined;
  description: string | null | undefined;
  position: string | null | undefined;
  rang: string | null | undefined;
  /** Optional link to an investigation; must be an http(s) URL when filled. */
  investigation?: string | null | undefined;
}

/**
 * Validates the warrant request (02 §5): every field required except the investigation link,
 * which must be a URL when given. With `now`, a start less than 12 hours after it is refused with
 * the server's message (02 §2.5 rules; the spec is silent on the client enforcing it, we do: the
 * server refuses such a request, so the form never offers to send it).
 * @param now the current instant; omitted, the lead rule is left to the caller (the mock checks
 * the start's format first, with its own message).
 */
export function validateOrderRequest(
  form: OrderRequestInput,
  now?: Date,
): ValidationResult<keyof OrderRequestInput> {
  return firstIssue<keyof OrderRequestInput>(
    ['author', () => required(form.author, MESSAGES.authorEmpty)],
    ['operationType', () => required(form.operationType, MESSAGES.orderOperationTypeEmpty)],
    [
      'operationStartTime',
      () =>
        required(form.operationStartTime, MESSAGES.operationStartEmpty) ??
        (now && !isWarrantLeadTimeOk(form.operationStartTime ?? '', now)
          ? MESSAGES.warrantLeadTime
          : null),
    ],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    ['position', () => required(form.position, MESSAGES.positionEmpty)],
    ['rang', () => required(form.rang, MESSAGES.rankEmpty)],
    [
      'investigation',
      () =>
        isBlank(form.investigation) || isHttpUrl(form.investigation)
          ? null
          : MESSAGES.investigationLinkInvalid,
    ],
  );
}

/**
 * True when the operation starts at least 12 hours after `now` (02 §2.5 warrant rules).
 * @param operationStart an instant (ISO string with offset, or Date).
 * @param now the current instant, default `new Date()`.
 */
export function isWarrantLeadTimeOk(
  operationStart: string | Date,
  now: Date = new Date(),
): boolean {
  const start = new Date(operationStart).getTime();
  return Number.isFinite(start) && start - now.getTime() >= WARRANT_LEAD_HOURS * 3_600_000;
}

/** Validates order approval (02 §5): operation type required, 'Заполните тип операции!'. */
export function validateOrderApprove(form: {
  operationType: string | null | undefined;
}): ValidationResult<'operationType'> {
  return firstIssue([
    'operationType',
    () => required(form.operationType, MESSAGES.orderOperationTypeEmpty),
  ]);
}

/**
 * Validates order decline (02 §5): reason ('Заполните причину отклонения ордера!'), then
 * operation type ('Заполните тип операции!').
 */
export function validateOrderDecline(form: {
  comment: string | null | undefined;
  operationType: string | null | undefined;
}): ValidationResult<'comment' | 'operationType'> {
  return firstIssue<'comment' | 'operationType'>(
    ['comment', () => required(form.comment, MESSAGES.orderDeclineReasonEmpty)],
    ['operationType', () => required(form.operationType, MESSAGES.orderOperationTypeEmpty)],
  );
}
