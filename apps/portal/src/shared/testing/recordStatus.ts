/** Record view queries the screen tests share (vitest, jsdom). */
import { ROUTE_TEXT } from '@fbi/domain';
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
    const fields = dialog.getAllByText(label).filter((el: HTMLElement) => !route.contains(el));
    expect(fields).toHaveLength(1);
  });
}
