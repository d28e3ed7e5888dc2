import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageTokens } from './Pagination';

describe('Pagination', () => {
  it('shows pages from 1 and reports page 0 for the first page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalItems={45} onPageChange={onPageChange} />);
    const first = screen.getByRole('button', { name: 'Страница 1' });
    expect(first).toHaveTextContent('1');
    await user.click(first);
    expect(onPageChange).toHaveBeenCalledWith(0);
  });

  it('marks the current page and uses 10 per page by default', () => {
    render(<Pagination page={0} totalItems={45} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Страница 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Страница 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  });

  it('moves with next/previous, zero-based', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalItems={30} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={0} totalItems={7} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('collapses long ranges with ellipses', () => {
    expect(pageTokens(10, 20, 1)).toEqual([0, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19]);
  });
});
