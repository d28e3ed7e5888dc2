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

  it('never stacks the same message twice: a repeat replaces it and restarts its timer', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      toast.error('Заполните поле');
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast.error('Заполните поле');
    });
    expect(screen.getAllByText('Заполните поле')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Заполните поле')).toBeInTheDocument();
  });

  it('shows at most three toasts; the next waits for a free place', () => {
    render(<ToastRegion />);
    act(() => {
      for (const text of ['Один', 'Два', 'Три', 'Четыре']) toast.error(text);
    });
    expect(toastQueue.visibleToasts).toHaveLength(3);
    expect(screen.queryByText('Один')).not.toBeInTheDocument();
    act(() => toast.dismiss(toastQueue.visibleToasts[0]?.key ?? ''));
    expect(screen.getByText('Один')).toBeInTheDocument();
  });

  it('dismissErrors closes the red toasts and keeps the others', () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Сохранено');
      toast.error('Ошибка А');
      toast.error('Ошибка Б');
    });
    act(() => toast.dismissErrors());
    expect(screen.queryByText('Ошибка А')).not.toBeInTheDocument();
    expect(screen.queryByText('Ошибка Б')).not.toBeInTheDocument();
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
  });
});
