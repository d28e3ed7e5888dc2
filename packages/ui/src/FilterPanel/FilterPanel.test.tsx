import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { FilterPanel } from './FilterPanel';
import { PHONE_QUERY } from '../theme/media';

/** jsdom has no matchMedia: one that matches the phone query when `phone` is true. */
function stubViewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const panel = (
  <FilterPanel onReset={() => {}} onRefresh={() => {}}>
    <TextField label="Ник" />
  </FilterPanel>
);

describe('FilterPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders its fields at once on a wide screen', () => {
    stubViewport(false);
    render(panel);
    expect(screen.getByRole('textbox', { name: 'Ник' })).toBeInTheDocument();
  });

  it('on a phone renders no field until «Фильтры» is opened, then keeps what was typed when folded', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    render(panel);
    const toggle = screen.getByRole('button', { name: /Фильтры/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Ник' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Ник' }), 'Smith');

    await user.click(toggle);
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Ник' })).toHaveValue('Smith');
  });
});
