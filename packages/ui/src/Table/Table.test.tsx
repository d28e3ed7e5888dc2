import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Person {
  id: number;
  nick: string;
  status: string;
}

const rows: Person[] = [
  { id: 1, nick: 'Alpha', status: 'Открыт' },
  { id: 2, nick: 'Bravo', status: 'Закрыт' },
];
const columns: TableColumn<Person>[] = [
  { id: 'nick', header: 'Ник', cell: (r) => r.nick },
  { id: 'status', header: 'Статус', cell: (r) => r.status },
];

function mockSelection(text: string) {
  vi.spyOn(window, 'getSelection').mockReturnValue({
    isCollapsed: text === '',
    toString: () => text,
  } as unknown as Selection);
}

describe('Table', () => {
  it('renders headers and rows', () => {
    render(<Table aria-label="Люди" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('grid', { name: 'Люди' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ник' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('fires onRowPress on click and Enter', async () => {
    const user = userEvent.setup();
    const onRowPress = vi.fn();
    render(
      <Table
        aria-label="Люди"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onRowPress={onRowPress}
      />,
    );
    await user.click(screen.getByText('Bravo'));
    expect(onRowPress).toHaveBeenCalledWith(rows[1]);
    onRowPress.mockClear();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onRowPress).toHaveBeenCalledWith(rows[0]);
  });

  it('does not fire its row press while text is selected', async () => {
    const user = userEvent.setup();
    const onRowPress = vi.fn();
    render(
      <Table
        aria-label="Люди"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onRowPress={onRowPress}
      />,
    );
    mockSelection('Alph');
    await user.click(screen.getByText('Alpha'));
    expect(onRowPress).not.toHaveBeenCalled();
    mockSelection('');
    await user.click(screen.getByText('Alpha'));
    expect(onRowPress).toHaveBeenCalledTimes(1);
  });

  it('only lets pressable rows fire', async () => {
    const user = userEvent.setup();
    const onRowPress = vi.fn();
    render(
      <Table
        aria-label="Люди"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onRowPress={onRowPress}
        isRowPressable={(r) => r.status !== 'Закрыт'}
      />,
    );
    await user.click(screen.getByText('Bravo'));
    expect(onRowPress).not.toHaveBeenCalled();
    await user.click(screen.getByText('Alpha'));
    expect(onRowPress).toHaveBeenCalledWith(rows[0]);
  });

  it('shows the empty text', () => {
    render(<Table aria-label="Люди" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('Нет данных')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    render(
      <Table aria-label="Люди" columns={columns} rows={rows} rowKey={(r) => r.id} isLoading />,
    );
    expect(screen.queryByText('Alpha')).not.toBeInTheDocument();
    expect(screen.getAllByText('Загрузка…')).toHaveLength(5);
    // The header is there while loading, in a busy table with nothing to focus.
    const table = screen.getByRole('table', { name: 'Люди' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('columnheader', { name: 'Ник' })).toBeInTheDocument();
    expect(table.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('does not re-render its rows when the page re-renders with new inline functions', () => {
    const cell = vi.fn((r: Person) => r.nick);
    const spied: TableColumn<Person>[] = [{ id: 'nick', header: 'Ник', cell }];
    const props = { 'aria-label': 'Люди', columns: spied, rows, onRowPress: () => undefined };
    const { rerender } = render(
      <Table {...props} rowKey={(r) => r.id} isRowPressable={(r) => r.status === 'Открыт'} />,
    );
    const renders = cell.mock.calls.length;
    rerender(
      <Table {...props} rowKey={(r) => r.id} isRowPressable={(r) => r.status === 'Открыт'} />,
    );
    expect(cell.mock.calls.length).toBe(renders);
    // Which rows may be pressed did change: the rows follow.
    rerender(<Table {...props} rowKey={(r) => r.id} isRowPressable={() => true} />);
    expect(cell.mock.calls.length).toBeGreaterThan(renders);
  });
});
