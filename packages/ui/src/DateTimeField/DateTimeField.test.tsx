import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromMoscowDateTime, toMoscowDateTime } from '../DateField/dateValues';
import { DateTimeField } from './DateTimeField';

describe('DateTimeField', () => {
  it('shows the Moscow wall clock whatever the process zone (tests run in Los Angeles)', () => {
    render(<DateTimeField label="Начало" value="2026-05-01T21:30:00.000Z" onChange={() => {}} />);
    // 21:30 UTC = 00:30 on 2 May in Moscow.
    expect(screen.getByRole('spinbutton', { name: /день/i })).toHaveTextContent('02');
    expect(screen.getByRole('spinbutton', { name: /час/i })).toHaveTextContent('00');
    expect(screen.getByRole('spinbutton', { name: /минут/i })).toHaveTextContent('30');
  });

  it('round-trips instants through the Moscow zone', () => {
    const zdt = toMoscowDateTime('2026-05-01T06:00:00Z');
    expect(zdt?.hour).toBe(9);
    expect(fromMoscowDateTime(zdt)).toBe('2026-05-01T06:00:00.000Z');
  });

  it('reads a time typed into an empty field on the Moscow clock, not the browser zone', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <DateTimeField
          label="Начало"
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('spinbutton', { name: /день/i }));
    await user.keyboard('241120261015');
    // 10:15 in Moscow (UTC+3) is 07:15 UTC, whatever the process zone (Los Angeles here).
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24T07:15:00.000Z');
  });
});
