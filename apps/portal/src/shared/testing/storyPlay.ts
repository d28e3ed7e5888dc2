/**
 * Helpers for the portal stories' play functions (Storybook only). Modals and toasts render into
 * portals, so everything is queried in `document.body`.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ASYNC_UTIL_TIMEOUT_MS } from './waits.ts';

/** Queries over the whole document (portals included). */
export const page = () => within(document.body);

/** The visually hidden text of a skeleton row (packages/ui Table). */
const LOADING_ROW = 'Загрузка…';

/**
 * The play of a list's "first load" story: waits for its table while the first page loads (plain
 * HTML marked busy, not yet react-aria's grid: Table's loading state), by its accessible name
 * when given (a screen's table is named by its `routeTitle`), and for its skeleton rows'
 * «Загрузка…». Fails after ASYNC_UTIL_TIMEOUT_MS.
 */
export async function expectLoadingTable(name?: string | null): Promise<void> {
  const table = await page().findByRole(
    'table',
    { name: name ?? undefined, busy: true },
    { timeout: ASYNC_UTIL_TIMEOUT_MS },
  );
  await expect((await within(table).findAllByText(LOADING_ROW)).length).toBeGreaterThan(0);
}

/**
 * Waits for the dialog of that name to be open and done with its entrance animation (until then
 * it is transparent, and `toBeVisible` fails), and returns queries inside it.
 */
export async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await page().findByRole(role, { name }, { timeout: ASYNC_UTIL_TIMEOUT_MS });
  // The entering mark comes a frame after the dialog: wait until it is gone and the dialog shows.
  await waitFor(
    () => {
      expect(dialog.closest('[data-entering]')).toBeNull();
      expect(dialog).toBeVisible();
    },
    { timeout: ASYNC_UTIL_TIMEOUT_MS },
  );
  return within(dialog);
}

/**
 * Waits for a toast with this text in the toast region (the region's chunk loads with the first
 * toast, which on a busy machine takes more than the default second).
 */
export async function expectToast(text: string | RegExp) {
  const region = await page().findByRole(
    'region',
    { name: 'Уведомления' },
    { timeout: ASYNC_UTIL_TIMEOUT_MS },
  );
  await expect(
    await within(region).findByText(text, {}, { timeout: ASYNC_UTIL_TIMEOUT_MS }),
  ).toBeInTheDocument();
}

/**
 * Removes react-aria's pending-button announcements left by the previous story. The live
 * announcer outlives a story by up to 7 s, and its entries point (by aria-labelledby) at buttons
 * that are gone, which axe reports as role-img-alt in the next story. Run before every story.
 */
export function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
}

/**
 * Puts `value` into a text field (input or textarea) as a person pastes it: a click, which
 * focuses the field and puts the caret at the end of what it holds, then one paste of the whole
 * value, which the field's onChange gets in one change. Typing key by key re-renders the form on
 * every key; keep `userEvent.type` for stories about typing itself (Enter, masks, per-key limits).
 */
export async function fillText(field: HTMLElement, value: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** Opens the select whose name ends with `label` (inside `scope`) and picks `option`. */
export async function chooseOption(label: string, option: string, scope = page()) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(`${label}$`) }));
  const listbox = await page().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/**
 * The data rows of `table` (a grid) once its first page is in: not busy, no skeleton row, and a
 * row beyond the header. Each condition alone passes too early on some frame: react-aria's first
 * frame has no rows, and skeleton rows may render before their loading text.
 */
export async function findDataRows(table: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).queryAllByText(LOADING_ROW)).toHaveLength(0);
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    },
    { timeout: ASYNC_UTIL_TIMEOUT_MS },
  );
  return within(table).getAllByRole('row').slice(1);
}

/** The data rows of the grid named `name` once its first page is in (see {@link findDataRows}). */
export async function findGridRows(name: string): Promise<HTMLElement[]> {
  return findDataRows(
    await page().findByRole('grid', { name }, { timeout: ASYNC_UTIL_TIMEOUT_MS }),
  );
}

/** The first cell of the first data row of the grid named `name`, once its data is in. */
export async function firstDataCell(name: string): Promise<HTMLElement> {
  const [row] = await findGridRows(name);
  const [cell] = row ? within(row).getAllByRole('gridcell') : [];
  if (!cell) throw new Error(`${name} has no rows`);
  return cell;
}

/**
 * Presses the first row of the only grid, as it is when pressed (a list that refreshes may render
 * it again after it was first seen), until the record's dialog named `dialog` opens; returns that
 * dialog's queries. Fails after 10 s.
 */
export async function openFirstRow(dialog: string | RegExp) {
  await waitFor(
    async () => {
      const [row] = await findDataRows(await page().findByRole('grid'));
      const header = row && within(row).getByRole('rowheader');
      if (!header) throw new Error('no rows');
      await userEvent.click(header);
      await page().findByRole('dialog', { name: dialog }, { timeout: 1000 });
    },
    { timeout: 10000 },
  );
  return findDialog(dialog);
}

/**
 * Expects a button disabled with a reason (packages/ui Button `disabledReason`): still focusable,
 * announced as disabled (aria-disabled), and, when `reason` is given, saying it in the tooltip
 * that hovering shows.
 */
export async function expectDisabledWithReason(button: HTMLElement, reason?: string | RegExp) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  if (reason === undefined) return;
  // As a mouse does, the pointer moves before it enters the button: react-aria counts a hover as
  // a pointer's only once a pointer has moved (after typing, the last input was the keyboard).
  await userEvent.hover(document.body);
  await userEvent.hover(button);
  // A modal hides what is outside it from the accessibility tree, the tooltip's portal too: the
  // reason still reaches a screen reader as the button's description.
  const tooltip = await page().findByRole('tooltip', { hidden: true }, { timeout: 5000 });
  await expect(tooltip).toHaveTextContent(reason);
  await waitFor(() => expect(tooltip).toBeVisible());
  await expect(button).toHaveAccessibleDescription(reason);
  await userEvent.unhover(button);
}
