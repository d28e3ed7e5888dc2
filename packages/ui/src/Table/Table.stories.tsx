import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table } from './Table';
import { benchColumns, makeBenchRows, TableBenchmark, type BenchRow } from './TableBenchmark';

const meta = {
  title: 'UI/Data/Table',
  component: Table<BenchRow>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Заявки лаборатории',
    columns: benchColumns,
    rows: makeBenchRows(8),
    rowKey: (r: BenchRow) => r.id,
  },
} satisfies Meta<typeof Table<BenchRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PressableRows: Story = {
  args: { onRowPress: fn(), isRowPressable: (r: BenchRow) => r.status !== 'Отклонена' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Agent_1'));
    await expect(args.onRowPress).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // Row 4 is declined: not pressable.
    await userEvent.click(canvas.getByText('Agent_4'));
    await expect(args.onRowPress).toHaveBeenCalledTimes(1);
    // Keyboard: focus the grid, move to row 2, Enter.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onRowPress).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
  },
};

export const Empty: Story = { args: { rows: [] } };
export const EmptyCustomText: Story = { args: { rows: [], emptyText: 'Заявок пока нет' } };
export const Loading: Story = { args: { isLoading: true } };

export const LongContent: Story = {
  args: {
    rows: makeBenchRows(3).map((r) => ({
      ...r,
      comment:
        'Очень длинный комментарий к заявке, который переносится на несколько строк. '.repeat(4),
    })),
  },
};

/** 1,000 rows: virtualized (only the visible rows are in the DOM). */
export const ManyRows: Story = {
  args: { rows: makeBenchRows(1000), onRowPress: fn() },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    // The first rows paint at once; the rest of the collection follows in the background.
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '1001'), { timeout: 10000 });
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** Benchmarks: click to paint of 1,000 and 10,000 rows (budgets 300 ms and 800 ms). */
export const Benchmark1000: Story = {
  render: () => <TableBenchmark count={1000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Отрисовать/ }));
    await waitFor(() => expect(canvas.getByTestId('bench-result').dataset.ms).not.toBe(''), {
      timeout: 5000,
    });
  },
};

export const Benchmark10000: Story = {
  render: () => <TableBenchmark count={10000} />,
  play: Benchmark1000.play,
};
