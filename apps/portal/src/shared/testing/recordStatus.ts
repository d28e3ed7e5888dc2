/** Record view queries the screen tests share (vitest, jsdom). */
import { HISTORY_TEXT, ROUTE_TEXT } from '@fbi/domain';
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Queries bound to a dialog (`within(dialog)`). */
type DialogQueries = ReturnType<typeof within>;

/**
 * Waits until a registry's record view shows `label` as its status: once among the record's own
 * fields, and as the current step of its route panel (issue 26), which names it again. Fails
 * after the async-util timeout.
 */
export async function findStatusShown(dialog: DialogQueries, label: string): Promise<void> {
  await waitFor(() => {
    const route = dialog.getByRole('region', { name: ROUTE_TEXT.title });
    const current = within(route).getAllByRole('listitem').at(-1);
    expect(current).toHaveTextContent(label);
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(ownFields(dialog, label)).toHaveLength(1);
  });
}

/**
 * Waits until a registry's record view shows `text` (a field's value, e.g. the reviewer's
 * comment) once among the record's own fields; its history panel (issue 26) may name it again, as
 * the comment of the event that set it. Fails after the async-util timeout.
 */
export async function findFieldShown(dialog: DialogQueries, text: string): Promise<void> {
  await waitFor(() => expect(ownFields(dialog, text)).toHaveLength(1));
}

/** The elements showing exactly `text` outside the record's route and history panels. */
function ownFields(dialog: DialogQueries, text: string): HTMLElement[] {
  const panels = [ROUTE_TEXT.title, HISTORY_TEXT.title].flatMap((name) =>
    dialog.queryAllByRole('region', { name }),
  );
  return dialog
    .queryAllByText(text)
    .filter((el: HTMLElement) => !panels.some((panel) => panel.contains(el)));
}
