import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  Text,
  type Placement,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { fieldStyles } from '../Field/Field';
import * as styles from './Menu.css';

/** An action in a menu. */
export interface MenuItemData {
  /** The key passed to `onAction`. */
  id: string;
  /** The visible text. */
  label: string;
  /** The action is unavailable. */
  isDisabled?: boolean;
  /** A secondary line (for a disabled item: why it is unavailable). */
  description?: string;
}

export interface MenuProps {
  /** The trigger button's text. */
  label: ReactNode;
  /** The actions. */
  items: readonly MenuItemData[];
  /** Called with the chosen item's id. */
  onAction: (id: string) => void;
  /** Disables the trigger. */
  isDisabled?: boolean;
  /** The trigger's variant. Default `secondary`. */
  variant?: ButtonVariant;
  /** The trigger's size. Default `md`. */
  size?: ButtonSize;
  /** The accessible name of the trigger when `label` is not text. */
  'aria-label'?: string;
  /** Where the menu opens. Default 'bottom start'. */
  placement?: Placement;
  /** Extra class on the trigger. */
  className?: string;
}

/** A button opening a menu of actions (RAC MenuTrigger + Menu); arrows, Enter, Esc, type-ahead. */
export function Menu({
  label,
  items,
  onAction,
  isDisabled,
  variant = 'secondary',
  size = 'md',
  'aria-label': ariaLabel,
  placement = 'bottom start',
  className,
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        className={className}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover placement={placement} className={fieldStyles.popover}>
        <RACMenu
          items={items}
          onAction={(key) => onAction(String(key))}
          className={clsx(fieldStyles.listBox, styles.menu)}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={fieldStyles.option}
            >
              <Text slot="label" className={styles.itemLabel}>
                {item.label}
              </Text>
              {item.description && (
                <Text slot="description" className={fieldStyles.optionDescription}>
                  {item.description}
                </Text>
              )}
            </MenuItem>
          )}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}

/** Alias of {@link Menu}. */
export const Dropdown = Menu;
/** Props of {@link Dropdown}. */
export type DropdownProps = MenuProps;
