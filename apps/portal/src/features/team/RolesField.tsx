import { AGENT_FORM_TEXT as T, ROLE_LABELS_RU, ROLES, type StaffRole } from '@fbi/domain';
import { Checkbox } from '@fbi/ui';
import { CheckboxGroup, Label, Text } from 'react-aria-components';
import * as text from '../../shared/text.css.ts';
import * as styles from './team.css.ts';

export interface RolesFieldProps {
  /** The chosen roles (controlled). */
  value: readonly StaffRole[];
  /** Called with the new choice, in the order of {@link ROLES}. */
  onChange: (roles: StaffRole[]) => void;
  /** Read-only when the caller may not change roles. */
  isDisabled?: boolean;
}

/**
 * The multi-select of the 28 staff roles with their Russian names (01 §6), used in agent edit;
 * only the director may change it (01 §6 "Editing roles inside agent edit: director only").
 */
export function RolesField({ value, onChange, isDisabled }: RolesFieldProps) {
  return (
    <CheckboxGroup
      className={styles.rolesGroup}
      value={[...value]}
      isDisabled={isDisabled}
      onChange={(next) => onChange(ROLES.filter((r) => next.includes(r)))}
    >
      <Label className={styles.rolesLabel}>{T.roles}</Label>
      <Text slot="description" className={text.muted}>
        {T.rolesChosen(value.length)}
      </Text>
      <div className={styles.rolesBox}>
        {ROLES.map((role) => (
          <Checkbox key={role} value={role}>
            {ROLE_LABELS_RU[role]}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
