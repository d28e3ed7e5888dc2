import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../DatePicker/DatePicker';
import { DateTimeField } from '../DateTimeField/DateTimeField';
import { DateField } from './DateField';

// The three fields share their prop handling (dateFieldParts.tsx); each is checked through it.
describe('date fields', () => {
  it.each([
    ['DateField', DateField],
    ['DatePicker', DatePicker],
  ])(
    '%s shows a YYYY-MM-DD value as ДД.ММ.ГГГГ and reports a change as YYYY-MM-DD',
    async (_, Field) => {
      const onChange = vi.fn();
      render(<Field label="Дата" value="2026-03-09" onChange={onChange} />);
      const day = screen.getByRole('spinbutton', { name: /день/i });
      expect(day).toHaveTextContent('09');
      expect(screen.getByRole('spinbutton', { name: /месяц/i })).toHaveTextContent('03');
      await userEvent.click(day);
      await userEvent.keyboard('{ArrowUp}');
      expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
    },
  );

  it('shows the label, marks the field invalid and shows the error message', () => {
    render(
      <DatePicker
        label="Дата с"
        value={null}
        onChange={() => {}}
        isInvalid
        errorMessage="Неверная дата"
        description="Подсказка"
      />,
    );
    expect(screen.getByText('Дата с')).toBeInTheDocument();
    expect(screen.getByText('Неверная дата')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Дата с' })).toHaveAttribute('data-invalid', 'true');
  });

  it('a DatePicker offers the calendar button; a DateTimeField can hide it', () => {
    const { unmount } = render(<DatePicker label="Дата" value={null} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Открыть календарь/ })).toBeInTheDocument();
    unmount();
    render(<DateTimeField label="Начало" value={null} onChange={() => {}} hideCalendar />);
    expect(screen.queryByRole('button', { name: /Открыть календарь/ })).not.toBeInTheDocument();
    expect(screen.getByText('Время московское (МСК)')).toBeInTheDocument();
  });

  it('ignores a malformed bound instead of throwing', () => {
    render(<DateField label="Дата" value="не дата" minValue="1999-99-99" onChange={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: /день/i })).toHaveTextContent(/дд/i);
  });
});
