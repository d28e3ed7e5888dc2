/** A registry's table in the screen tests (vitest, jsdom): waiting for its first page. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

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
