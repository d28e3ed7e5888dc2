import {
  absoluteSocialLink,
  DIRECTION_CHOICES,
  NOT_DEFINED,
  POSITIONS,
  stripAgentNoPrefix,
  toNullable,
  type AgentFormInput,
} from '@fbi/domain';
import type { ApiDirection, TeamMember } from './api.ts';

/** What the agent create/edit form holds while typing (01 §3 New agent, §5). */
export interface AgentFormValues {
  nick: string;
  /** The chosen rank, or null while none is chosen. */
  rang: string | null;
  /** 'Не определено', 'CID' or 'DEA'. */
  direction: string;
  /** A position, or 'Не определено'. */
  position: string;
  /** Three digits (shown without a letter prefix). */
  agentNo: string;
  vkLink: string;
}

/** A validated field of the agent form (the keys `validateAgentForm` names in its issues). */
export type AgentField = keyof AgentFormInput;

/** The empty create-agent form: no rank, direction and position 'Не определено'. */
export const EMPTY_AGENT_FORM: AgentFormValues = {
  nick: '',
  rang: null,
  direction: NOT_DEFINED,
  position: NOT_DEFINED,
  agentNo: '',
  vkLink: '',
};

/** The edit form filled from a member: null direction/position as 'Не определено', agentNo without its prefix (01 §5). */
export function agentFormFromMember(member: TeamMember): AgentFormValues {
  return {
    nick: member.nick,
    rang: member.rang,
    direction: member.direction ?? NOT_DEFINED,
    position: member.position ?? NOT_DEFINED,
    agentNo: stripAgentNoPrefix(member.agentNo),
    vkLink: member.vkLink,
  };
}

/**
 * The values sent for the form: trimmed text, 'Не определено' direction/position as null (01 §5),
 * the social link as an absolute https:// URL (`absoluteSocialLink`).
 */
export function agentPayload(values: AgentFormValues) {
  return {
    nick: values.nick.trim(),
    rang: values.rang ?? '',
    direction: toNullable(values.direction) as ApiDirection | null,
    position: toNullable(values.position),
    agentNo: values.agentNo.trim(),
    vkLink: absoluteSocialLink(values.vkLink),
  };
}

/** Option items of a list of values, adding `current` when the list lacks it. */
export function optionsOf(values: readonly string[], current?: string | null) {
  const list = current && !values.includes(current) ? [...values, current] : values;
  return list.map((v) => ({ id: v, label: v }));
}

/** Direction options of the form (01 §5): 'Не определено', CID, DEA. */
export const directionOptions = (current?: string | null) => optionsOf(DIRECTION_CHOICES, current);

/** Position options of the form, with 'Не определено' first. */
export const positionOptions = (current?: string | null) => optionsOf(POSITIONS, current);
