import { Menu, type MenuProps } from '../Menu/Menu';

/** A status transition offered by a StatusMenu. */
export interface StatusTransition {
  /** The key passed to `onAction` (e.g. the target status). */
  id: string;
  /** The visible text, e.g. 'Взять в работу'. */
  label: string;
  /** The transition is not allowed now. */
  isDisabled?: boolean;
  /** Why it is not allowed (shown under a disabled item), or a hint for an enabled one. */
  reason?: string;
  /** A hint for an enabled item (alias of `reason` for enabled items). */
  description?: string;
}

export interface StatusMenuProps extends Omit<MenuProps, 'items' | 'label'> {
  /** The trigger's text. Default 'Изменить статус'. */
  label?: MenuProps['label'];
  /** The transitions. */
  items: readonly StatusTransition[];
}

/**
 * A 'Изменить статус' dropdown of status transitions; each transition is enabled or disabled,
 * and a disabled one shows its reason.
 */
export function StatusMenu({ label = 'Изменить статус', items, ...props }: StatusMenuProps) {
  return (
    <Menu
      {...props}
      label={label}
      items={items.map((t) => ({
        id: t.id,
        label: t.label,
        isDisabled: t.isDisabled,
        description: t.isDisabled ? (t.reason ?? t.description) : (t.description ?? t.reason),
      }))}
    />
  );
}
