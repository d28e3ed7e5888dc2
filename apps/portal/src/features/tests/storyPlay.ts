/** Helpers of the tests stories' play functions (Storybook only). */
import { expect, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';

/** The first cell of the first data row of a grid, once the data is in. */
export async function firstCell(name: string) {
  const table = await page().findByRole('grid', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(table).queryAllByText('Загрузка…')).toHaveLength(0), {
    timeout: 5000,
  });
  const cell = await waitFor(() => {
    const [, row] = within(table).getAllByRole('row');
    const [first] = row ? within(row).getAllByRole('gridcell') : [];
    if (!first) throw new Error(`${name} has no rows`);
    return first;
  });
  return cell;
}
