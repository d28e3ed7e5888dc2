import { AGENT_FORM_TEXT as T, type ValidationIssue } from '@fbi/domain';
import { Select, TextField } from '@fbi/ui';
import {
  directionOptions,
  optionsOf,
  positionOptions,
  type AgentField,
  type AgentFormValues,
} from './agentForm.ts';
import * as styles from './team.css.ts';

export interface AgentFormFieldsProps {
  /** The form's values (controlled). */
  values: AgentFormValues;
  /** Called with one changed field. */
  onChange: <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => void;
  /** The ranks the caller may give (01 §5). */
  rankChoices: readonly string[];
  /** The field the last failed validation was about, highlighted with `error`. */
  invalid: ValidationIssue<AgentField> | null;
  /** Prefix of the inputs' ids, unique per form. */
  idPrefix: string;
}

/**
 * The fields shared by the create-agent and agent-edit forms (01 §3 New agent, §5 Agent
 * create/edit): nick, rank, direction, position, agent number (3 digits), social link. The field
 * a validation message is about shows that message until it is changed.
 */
export function AgentFormFields({
  values,
  onChange,
  rankChoices,
  invalid,
  idPrefix,
}: AgentFormFieldsProps) {
  const errorOf = (field: AgentField) =>
    invalid?.field === field ? { isInvalid: true, errorMessage: invalid.message } : {};
  return (
    <div className={styles.formGrid}>
      <TextField
        id={`${idPrefix}-nick`}
        label={T.nick}
        isRequired
        placeholder={T.nickPlaceholder}
        value={values.nick}
        onChange={(v) => onChange('nick', v)}
        autoComplete="off"
        {...errorOf('nick')}
      />
      <Select
        label={T.rang}
        isRequired
        placeholder={T.rangPlaceholder}
        items={optionsOf(rankChoices, values.rang)}
        selectedKey={values.rang}
        onSelectionChange={(v) => onChange('rang', v)}
        {...errorOf('rang')}
      />
      <Select
        label={T.direction}
        items={directionOptions(values.direction)}
        selectedKey={values.direction}
        onSelectionChange={(v) => v != null && onChange('direction', v)}
      />
      <Select
        label={T.position}
        items={positionOptions(values.position)}
        selectedKey={values.position}
        onSelectionChange={(v) => v != null && onChange('position', v)}
      />
      <TextField
        id={`${idPrefix}-agent-no`}
        label={T.agentNo}
        isRequired
        description={T.agentNoHint}
        inputMode="numeric"
        value={values.agentNo}
        onChange={(v) => onChange('agentNo', v)}
        autoComplete="off"
        {...errorOf('agentNo')}
      />
      <TextField
        id={`${idPrefix}-vk-link`}
        label={T.vkLink}
        isRequired
        type="url"
        placeholder={T.vkLinkPlaceholder}
        value={values.vkLink}
        onChange={(v) => onChange('vkLink', v)}
        autoComplete="off"
        {...errorOf('vkLink')}
      />
    </div>
  );
}
