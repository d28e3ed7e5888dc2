import { clsx } from 'clsx';
import type { RefObject } from 'react';
import { Menu as RACMenu, MenuItem, Popover, Text, type Placement } from 'react-aria-components';
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

/**
 * The trigger of a menu opened without RAC `MenuTrigger`: a plain button the caller renders with
 * `aria-haspopup="menu"`, `aria-expanded` and `aria-controls={menuId}` (see {@link MenuButton}).
 */
export interface MenuPopoverTrigger {
  /** The button: the popover is placed against it and focus returns to it on close. */
  ref: RefObject<HTMLElement | null>;
  /** Whether the menu is open (controlled). */
  isOpen: boolean;
  /** Called with false when the menu closes (Esc, outside press, an action). */
  onOpenChange: (isOpen: boolean) => void;
  /** The button's id: it names the menu. */
  id: string;
  /** The menu's id, for the button's `aria-controls`. */
  menuId: string;
  /** The item focused on open: 'last' after ArrowUp on the button, else 'first'. */
  focus: 'first' | 'last';
}

export interface MenuPopoverProps {
  /** The actions. */
  items: readonly MenuItemData[];
  /** Called with the chosen item's id. */
  onAction: (id: string) => void;
  /** Where the menu opens. Default 'bottom start'. */
  placement?: Placement;
  /** The trigger when there is no RAC `MenuTrigger` around (a menu whose code loads lazily). */
  trigger?: MenuPopoverTrigger;
}

/**
 * The popover and action list of {@link Menu}: inside RAC `MenuTrigger` it reads the trigger's
 * state from there; with `trigger` it stands alone, so a shell can render a light
 * {@link MenuButton} and load this (react-aria's menu and overlay code) on first open.
 * Arrows, Enter, Esc, type-ahead.
 */
export function MenuPopover({
  items,
  onAction,
  placement = 'bottom start',
  trigger,
}: MenuPopoverProps) {
  const close = trigger && (() => trigger.onOpenChange(false));
  return (
    <Popover
      placement={placement}
      className={fieldStyles.popover}
      {...(trigger && {
        triggerRef: trigger.ref,
        isOpen: trigger.isOpen,
        onOpenChange: trigger.onOpenChange,
        // Without a MenuTrigger around, the popover is a dialog of its own: the button names it.
        'aria-labelledby': trigger.id,
      })}
    >
      <RACMenu
        items={items}
        onAction={(key) => onAction(String(key))}
        className={clsx(fieldStyles.listBox, styles.menu)}
        {...(trigger && {
          id: trigger.menuId,
          'aria-labelledby': trigger.id,
          autoFocus: trigger.focus,
          onClose: close,
        })}
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
  );
}
