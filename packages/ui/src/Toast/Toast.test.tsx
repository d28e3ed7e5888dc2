import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastQueue } from './toastQueue';
import { ToastRegion } from './ToastRegion';

describe('toast', () => {
  afterEach(() => {
    act(() => toast.dismissAll());
    vi.useRealTimers();
  });

  it('shows an error toast and hides it after 4000 ms', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      toast.error('Ошибка сервера');
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toHaveTextContent('Ошибка сервера');
    expect(region.querySelector('[data-tone="error"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Ошибка сервера')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Ошибка сервера')).not.toBeInTheDocument();
  });

  it('shows the achievement heading and title in green', () => {
    render(<ToastRegion />);
    act(() => {
      toast.achievement('Первый рапорт');
    });
    expect(screen.getByText('Достижение получено!')).toBeInTheDocument();
    expect(screen.getByText('Первый рапорт')).toBeInTheDocument();
    expect(document.querySelector('[data-tone="success"]')).not.toBeNull();
  });

  it('accepts a custom timeout and dismisses all', () => {
    const key = toast.error('A', { timeout: 1000 });
    expect(toastQueue.visibleToasts.find((t) => t.key === key)?.timeout).toBe(1000);
    toast.success('B', 'описание');
    toast.dismissAll();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});
