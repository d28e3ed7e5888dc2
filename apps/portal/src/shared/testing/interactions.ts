/** User actions the screen tests share (react-aria widgets in jsdom). */
import { UI_TEXT } from '@fbi/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** A user-event instance fit for jsdom: no typing delay, no pointer-events check. */
export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

/** A user of {@link setupUser}. */
export type TestUser = ReturnType<typeof setupUser>;

/** Picks `option` of the (RAC) select whose trigger's accessible name ends with `label`. */
export async function chooseOption(
  user: TestUser,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
): Promise<void> {
  await user.click(within(scope).getByRole('button', { name: new RegExp(`${label}$`) }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Puts `value` into a field by pasting (per-key typing is slow in jsdom). */
export async function fill(user: TestUser, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

/**
 * Opens the status menu («Изменить статус») of the record's `dialog` and presses `item`; given
 * `items`, first expects the menu to offer exactly those, in that order.
 */
export async function chooseStatus(
  user: TestUser,
  dialog: HTMLElement,
  item: string,
  items?: readonly string[],
): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: UI_TEXT.changeStatus }));
  const menu = await screen.findByRole('menu');
  if (items) {
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(offered).toEqual(items);
  }
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}
