import { clsx } from 'clsx';
import { Button as RACButton, Group, Input } from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import * as inline from '../Field/inlineInput.css';
import * as styles from './ComboBox.css';

/** The text input and the open-list toggle of a combo box (ComboBox and TagField). */
export function ComboBoxInput({ placeholder }: { placeholder?: string }) {
  return (
    <Group className={clsx(fieldStyles.input, inline.group)}>
      <Input className={inline.input} placeholder={placeholder} />
      <RACButton className={styles.toggle} aria-label="Показать варианты">
        <span aria-hidden="true">▾</span>
      </RACButton>
    </Group>
  );
}
