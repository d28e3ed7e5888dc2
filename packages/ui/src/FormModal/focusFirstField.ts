/**
 * What counts as a field a user types into or picks from. React Aria keeps hidden native
 * inputs (a Select's `<select>`, a ComboBox's hidden value) out of the tab order with
 * `tabindex="-1"` or inside `aria-hidden`, so those are skipped below.
 */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[role="spinbutton"]',
  '[contenteditable="true"]',
].join(',');

/**
 * Focuses the first enabled, tabbable field inside `container`.
 *
 * @returns `true` when a field got focus, `false` when there is none (focus stays where it is).
 */
export function focusFirstField(container: HTMLElement): boolean {
  for (const el of container.querySelectorAll<HTMLElement>(FIELD_SELECTOR)) {
    if (el.tabIndex < 0 || el.closest('[aria-hidden="true"], [inert]')) continue;
    el.focus();
    return true;
  }
  return false;
}
