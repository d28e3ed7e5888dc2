/** A registry's table in the screen tests (vitest, jsdom): its first page, its rows. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TestUser } from './interactions.ts';

/**
 * Waits until `grid` holds its data: no skeleton row («Загрузка…», which comes first) and a row
 * beyond the header; returns the data rows (the header row left out).
 */
export async function waitForDataRows(grid: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => {
    expect(within(grid).queryAllByText('Загрузка…')).toHaveLength(0);
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
  });
  return within(grid).getAllByRole('row').slice(1);
}

/** Finds the grid (named `name`, when given) and waits for its data rows; returns the grid. */
export async function findLoadedGrid(name?: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', name === undefined ? {} : { name });
  await waitForDataRows(grid);
  return grid;
}

/** The row of `grid` whose row header is named `name`; throws when there is none. */
export function rowOf(grid: HTMLElement, name: string | RegExp): HTMLElement {
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row for ${String(name)}`);
  return row;
}

/** Presses the row's first cell, which opens its record for a role that may (the kit's rows). */
export async function openRow(user: TestUser, row: HTMLElement): Promise<void> {
  const [cell] = within(row).getAllByRole('gridcell');
  if (!cell) throw new Error('the row has no cells');
  await user.click(cell);
}
