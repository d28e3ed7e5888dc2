import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { ToastRegion } from './ToastRegion';
import { toast } from './toastQueue';

/**
 * The ToastRegion is rendered once by the app root (and by the Storybook preview), so these
 * stories only call `toast.*`.
 */
const meta = {
  title: 'UI/Overlays/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="danger" onPress={() => toast.error('Ошибка сервера. Попробуйте позже')}>
        Ошибка
      </Button>
      <Button onPress={() => toast.success('Сохранено', 'Изменения применены')}>Успех</Button>
      <Button onPress={() => toast.achievement('Первый рапорт')}>Достижение</Button>
      <Button variant="secondary" onPress={() => toast.dismissAll()}>
        Скрыть все
      </Button>
    </div>
  ),
  beforeEach: () => () => toast.dismissAll(),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ошибка' }));
    const region = await screen.findByRole('region', { name: 'Уведомления' });
    await expect(
      await within(region).findByText('Ошибка сервера. Попробуйте позже'),
    ).toBeInTheDocument();
    await expect(region.querySelector('[data-tone="error"]')).not.toBeNull();
  },
};

export const Achievement: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Достижение' }));
    await expect(await screen.findByText('Достижение получено!')).toBeInTheDocument();
    await expect(screen.getByText('Первый рапорт')).toBeInTheDocument();
  },
};

export const DismissAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Успех' }));
    await screen.findByText('Сохранено');
    await userEvent.click(canvas.getByRole('button', { name: 'Скрыть все' }));
    await waitFor(() => expect(screen.queryByText('Сохранено')).not.toBeInTheDocument());
  },
};

const openRecord = fn();

/**
 * A success toast that names what was done and offers «Открыть» (issue 24: every action
 * answers): the button runs its action and the toast closes.
 */
export const SuccessWithAction: Story = {
  render: () => (
    <Button
      onPress={() =>
        toast.success('Акт на Ivan_Petrov передан на рассмотрение', undefined, {
          action: { label: 'Открыть', onAction: openRecord },
        })
      }
    >
      Подать акт
    </Button>
  ),
  play: async ({ canvasElement }) => {
    openRecord.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Подать акт' }));
    const region = await screen.findByRole('region', { name: 'Уведомления' });
    const text = await within(region).findByText('Акт на Ivan_Petrov передан на рассмотрение');
    await expect(text.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    await userEvent.click(within(region).getByRole('button', { name: 'Открыть' }));
    await expect(openRecord).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        screen.queryByText('Акт на Ivan_Petrov передан на рассмотрение'),
      ).not.toBeInTheDocument(),
    );
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On a phone the toast column starts below the app's header (marked `data-toasts-below`), so
 * the header's menu and account buttons stay visible and pressable while a toast shows.
 */
export const PhoneBelowHeader: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <div>
      <header
        data-toasts-below=""
        style={{
          position: 'sticky',
          top: 0,
          height: 64,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 12px',
          background: vars.color.surface,
          borderBottom: `1px solid ${vars.color.border}`,
        }}
      >
        <Button variant="secondary">Меню</Button>
        <Button variant="secondary">Войти</Button>
      </header>
      <div style={{ padding: 12 }}>
        <Button onPress={() => toast.success('Сохранено', 'Изменения применены')}>Сохранить</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const region = await screen.findByRole('region', { name: 'Уведомления' });
    const toastBox = (await within(region).findByText('Сохранено')).closest('[data-tone]');
    if (!toastBox) throw new Error('no toast');
    const header = canvasElement.querySelector('header');
    if (!header) throw new Error('no header');
    // Measured once the toast has slid in.
    await waitFor(async () => {
      await Promise.all(region.getAnimations({ subtree: true }).map((a) => a.finished));
      const bar = header.getBoundingClientRect();
      expect(toastBox.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom);
      for (const button of within(header).getAllByRole('button'))
        expect(overlaps(toastBox.getBoundingClientRect(), button.getBoundingClientRect())).toBe(
          false,
        );
    });
    // The header's buttons take a press while the toast shows.
    const login = canvas.getByRole('button', { name: 'Войти' });
    const box = login.getBoundingClientRect();
    await expect(
      login.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
  },
};
