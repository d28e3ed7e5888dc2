/** Helpers of the academy stories' play functions (Storybook only). */
import { expect, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';

/** The data rows of the grid named `name`, once the data is in (skeleton rows come first). */
export async function dataRows(name: string) {
  const table = await page().findByRole('grid', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(table).queryAllByText('Загрузка…')).toHaveLength(0), {
    timeout: 5000,
  });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

/** The first cell of the first data row of a grid. */
export async function firstCell(name: string) {
  const [row] = await dataRows(name);
  const [cell] = row ? within(row).getAllByRole('gridcell') : [];
  if (!cell) throw new Error(`${name} has no rows`);
  return cell;
}
