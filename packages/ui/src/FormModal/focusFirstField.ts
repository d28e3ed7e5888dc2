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

/**
 * Focuses the first field marked invalid inside `container` (`aria-invalid="true"`, or a React
 * Aria field wrapper with `data-invalid`), unless focus already is in an invalid field.
 *
 * @returns `true` when an invalid field holds focus afterwards.
 */
export function focusFirstInvalid(container: HTMLElement): boolean {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!invalid) return false;
  const active = document.activeElement;
  if (active && active !== container && invalid.contains(active)) return true;
  const wrapper = invalid.closest<HTMLElement>('[data-invalid]');
  if (wrapper && wrapper.contains(active)) return true;
  if (invalid.matches('[aria-invalid="true"]') && invalid.tabIndex >= 0) {
    invalid.focus();
    return true;
  }
  return focusFirstField(invalid) || focusFirstField(wrapper ?? invalid);
}
