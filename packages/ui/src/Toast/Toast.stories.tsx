import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
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
