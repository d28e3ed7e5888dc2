import type { ReactNode } from 'react';
import { MenuTrigger, type Placement } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { MenuButton } from './MenuButton';
import { MenuPopover, type MenuItemData } from './MenuPopover';

export type { MenuItemData } from './MenuPopover';

export interface MenuProps {
  /** The trigger button's text. */
  label: ReactNode;
  /** The actions. */
  items: readonly MenuItemData[];
  /** Called with the chosen item's id. */
  onAction: (id: string) => void;
  /** Disables the trigger. */
  isDisabled?: boolean;
  /** Why the trigger is disabled: shown in a tooltip on hover and focus (see Button). */
  disabledReason?: string;
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
  disabledReason,
  variant = 'secondary',
  size = 'md',
  'aria-label': ariaLabel,
  placement = 'bottom start',
  className,
}: MenuProps) {
  const trigger = (
    <MenuButton
      variant={variant}
      size={size}
      isDisabled={isDisabled}
      disabledReason={disabledReason}
      aria-label={ariaLabel}
      className={className}
    >
      {label}
    </MenuButton>
  );
  // Disabled with a reason, the trigger stays focusable: outside MenuTrigger, a press opens nothing.
  if (isDisabled && disabledReason) return trigger;
  return (
    <MenuTrigger>
      {trigger}
      <MenuPopover items={items} onAction={onAction} placement={placement} />
    </MenuTrigger>
  );
}

/** Alias of {@link Menu}. */
export const Dropdown = Menu;
/** Props of {@link Dropdown}. */
export type DropdownProps = MenuProps;
