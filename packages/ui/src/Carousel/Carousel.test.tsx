import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = [
  { id: 'a', label: 'Первая', content: <p>Первая новость</p> },
  { id: 'b', label: 'Вторая', content: <p>Вторая новость</p> },
  { id: 'c', label: 'Третья', content: <p>Третья новость</p> },
];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const activeLabel = () =>
  document.querySelector('[data-active]')?.getAttribute('aria-label') ?? null;

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances after its interval', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    render(<Carousel aria-label="Новости" slides={slides} intervalMs={5000} />);
    expect(activeLabel()).toBe('1 из 3: Первая');
    act(() => vi.advanceTimersByTime(4999));
    expect(activeLabel()).toBe('1 из 3: Первая');
    act(() => vi.advanceTimersByTime(1));
    expect(activeLabel()).toBe('2 из 3: Вторая');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('3 из 3: Третья');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('1 из 3: Первая');
  });

  it('stays still under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    render(<Carousel aria-label="Новости" slides={slides} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(activeLabel()).toBe('1 из 3: Первая');
    expect(screen.queryByRole('button', { name: 'Остановить прокрутку' })).not.toBeInTheDocument();
  });

  it('switches with indicators and arrow keys, and pauses', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    render(<Carousel aria-label="Новости" slides={slides} />);
    act(() => screen.getByRole('button', { name: 'Слайд 3: Третья' }).click());
    expect(activeLabel()).toBe('3 из 3: Третья');
    const region = screen.getByRole('region', { name: 'Новости' });
    act(() => {
      region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(activeLabel()).toBe('1 из 3: Первая');
    act(() => screen.getByRole('button', { name: 'Остановить прокрутку' }).click());
    act(() => vi.advanceTimersByTime(20000));
    expect(activeLabel()).toBe('1 из 3: Первая');
  });
});
