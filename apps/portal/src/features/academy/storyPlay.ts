/** Helpers of the academy stories' play functions (Storybook only). */
import { expect, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';

/**
 * The data rows of the grid named `name`, once the data is in: skeleton rows come first, and
 * their cells are empty for a moment before 'Загрузка…' shows, so wait for rows with text.
 */
export async function dataRows(name: string) {
  const table = await page().findByRole('grid', { name }, { timeout: 5000 });
  return waitFor(
    () => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.textContent?.trim()).not.toBe('');
        expect(row).not.toHaveTextContent('Загрузка…');
      }
      return rows;
    },
    { timeout: 5000 },
  );
}

/** The first cell of the first data row of a grid. */
export async function firstCell(name: string) {
  const [row] = await dataRows(name);
  const [cell] = row ? within(row).getAllByRole('gridcell') : [];
  if (!cell) throw new Error(`${name} has no rows`);
  return cell;
}
