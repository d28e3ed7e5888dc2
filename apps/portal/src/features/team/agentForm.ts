import {
  absoluteSocialLink,
  AGENT_FORM_TEXT as T,
  DIRECTION_CHOICES,
  NOT_DEFINED,
  POSITIONS,
  stripAgentNoPrefix,
  toNullable,
  type StaffRole,
} from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { memberRoles, type ApiDirection, type TeamMember } from './api.ts';

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
  /** The staff roles, which only the edit sends (01 §6). */
  roles: StaffRole[];
}

/** The empty create-agent form: no rank, direction and position 'Не определено'. */
export const EMPTY_AGENT_FORM: AgentFormValues = {
  nick: '',
  rang: null,
  direction: NOT_DEFINED,
  position: NOT_DEFINED,
  agentNo: '',
  vkLink: '',
  roles: [],
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
    roles: memberRoles(member),
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

/** What the agent form sends: the payload of {@link agentPayload}. */
export type AgentPayload = ReturnType<typeof agentPayload>;

/**
 * A choice of the form among `choices`; a stored value outside them (a rank the caller may not
 * give, a retired post) stays offered, so an edit never empties it unasked.
 */
const choiceField = (
  key: 'rang' | 'direction' | 'position',
  label: string,
  choices: readonly string[],
  more: { placeholder?: string; isRequired?: false },
): FormField<AgentFormValues> => ({
  key,
  label,
  kind: 'select',
  items: ({ [key]: current }) =>
    (current && !choices.includes(current) ? [...choices, current] : choices).map((v) => ({
      id: v,
      label: v,
    })),
  ...more,
});

/**
 * The fields of the create and edit forms (01 §3 New agent, §5 Agent create/edit): nick, rank
 * (`rankChoices`, the ones the caller's role may give), direction, position, agent number (3
 * digits) and social link.
 */
export const agentFields = (rankChoices: readonly string[]): FormField<AgentFormValues>[] => [
  { key: 'nick', label: T.nick, kind: 'text', placeholder: T.nickPlaceholder, autoComplete: 'off' },
  choiceField('rang', T.rang, rankChoices, { placeholder: T.rangPlaceholder }),
  choiceField('direction', T.direction, DIRECTION_CHOICES, { isRequired: false }),
  choiceField('position', T.position, POSITIONS, { isRequired: false }),
  {
    key: 'agentNo',
    label: T.agentNo,
    kind: 'text',
    description: T.agentNoHint,
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  {
    key: 'vkLink',
    label: T.vkLink,
    kind: 'url',
    placeholder: T.vkLinkPlaceholder,
    autoComplete: 'off',
  },
];
