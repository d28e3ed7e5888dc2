/** Helpers of the tests stories' play functions (Storybook only). */
import { expect, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';

/**
 * The first cell of the first data row of a grid, once the data is in: skeleton rows come
 * first, and their cells are empty for a moment before 'Загрузка…' shows, so wait for text.
 */
export async function firstCell(name: string) {
  const table = await page().findByRole('grid', { name }, { timeout: 5000 });
  return waitFor(
    () => {
      const [, row] = within(table).getAllByRole('row');
      if (!row) throw new Error(`${name} has no rows`);
      expect(row.textContent?.trim()).not.toBe('');
      expect(row).not.toHaveTextContent('Загрузка…');
      const [first] = within(row).getAllByRole('gridcell');
      if (!first) throw new Error(`${name} has no cells`);
      return first;
    },
    { timeout: 5000 },
  );
}
