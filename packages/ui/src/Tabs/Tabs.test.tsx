import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'a', label: 'Разыскиваемые', content: <p>Список A</p> },
  { id: 'b', label: 'Пойманные', content: <p>Список B</p> },
];

describe('Tabs', () => {
  it('renders tabs and switches panels with arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Списки" items={items} />);
    const first = screen.getByRole('tab', { name: 'Разыскиваемые' });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Пойманные' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Список B');
  });
});
