/** Agent create/edit, delete and punish forms. Spec: 01 §5 (Agent create/edit, Delete, Punish). */
import { firstIssue, isBlank, issue, required, type ValidationResult } from './common.ts';
import { MESSAGES, SOCIAL_HOST } from './messages.ts';
import { validateNick } from './nick.ts';

/**
 * Social profile link (01 §5 `{host}/name`): an optional `http(s)://`, an optional `www.`, then
 * `vk.com/` and digits or a name of letters, digits, underscore and dot. The message shows the
 * form without a scheme, so both are accepted; any other host is refused.
 */
const VK_LINK_PATTERN = new RegExp(
  `^(https?://)?(www\\.)?${SOCIAL_HOST.replace('.', '\\.')}/([0-9]+|[A-Za-z0-9_.]+)$`,
  'i',
);

/**
 * True when the link is a valid social profile link (01 §5), with or without a scheme
 * ('vk.com/ivan_petrov', 'https://vk.com/id123').
 */
export function isVkLink(link: string | null | undefined): boolean {
  return VK_LINK_PATTERN.test(link?.trim() ?? '');
}

/** True when the agent number is exactly 3 digits (01 §5). */
export function isAgentNo(agentNo: string | null | undefined): boolean {
  return /^\d{3}$/.test(agentNo?.trim() ?? '');
}

/** Fields of the agent create/edit form that are validated. */
export interface AgentFormInput {
  nick: string | null | undefined;
  rang: string | null | undefined;
  agentNo: string | null | undefined;
  vkLink: string | null | undefined;
}

/**
 * Validates the agent create/edit form (01 §5) in order nick, rank, agentNo, social link.
 * @returns the first failing rule on its field (a key of {@link AgentFormInput}), or null.
 */
export function validateAgentForm(form: AgentFormInput): ValidationResult<keyof AgentFormInput> {
  return firstIssue<keyof AgentFormInput>(
    ['nick', () => validateNick(form.nick)],
    ['rang', () => required(form.rang, MESSAGES.rankEmpty)],
    ['agentNo', () => required(form.agentNo, MESSAGES.agentNoEmpty)],
    ['agentNo', () => (isAgentNo(form.agentNo) ? null : MESSAGES.agentNoFormat)],
    ['vkLink', () => required(form.vkLink, MESSAGES.vkLinkEmpty)],
    ['vkLink', () => (isVkLink(form.vkLink) ? null : MESSAGES.vkLinkFormat)],
  );
}

/**
 * Validates agent deletion (01 §5): reason required, then the caller cannot delete themselves
 * (nicks compared trimmed, case-insensitive). The self-deletion issue is on 'nick' (the agent
 * being deleted), not on the reason field.
 */
export function validateDeleteAgent(input: {
  reason: string | null | undefined;
  nick: string | null | undefined;
  selfNick: string | null | undefined;
}): ValidationResult<'reason' | 'nick'> {
  if (isBlank(input.reason)) return issue('reason', MESSAGES.deleteReasonEmpty);
  const nick = input.nick?.trim().toLowerCase() ?? '';
  const self = input.selfNick?.trim().toLowerCase() ?? '';
  if (nick !== '' && nick === self) return issue('nick', MESSAGES.deleteSelf);
  return null;
}

/**
 * Validates the punish-agent form (01 §5): reason required ('Причина наказания'), then a type
 * (warning or reprimand) must be chosen ('Тип наказания не может быть пустым', from 02 §5).
 */
export function validatePunish(input: {
  type: string | null | undefined;
  reason: string | null | undefined;
}): ValidationResult<'reason' | 'type'> {
  return firstIssue<'reason' | 'type'>(
    ['reason', () => required(input.reason, MESSAGES.punishReasonEmpty)],
    ['type', () => required(input.type, MESSAGES.punishmentTypeEmpty)],
  );
}
