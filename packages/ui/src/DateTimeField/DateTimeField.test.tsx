import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
