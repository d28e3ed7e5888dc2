import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

const slide = (title: string, text: string) => (
  <div style={{ padding: 32, minHeight: 180 }}>
    <h3 style={{ marginTop: 0 }}>{title}</h3>
    <p>{text}</p>
  </div>
);

const meta = {
  title: 'UI/Data/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Новости',
    slides: [
      { id: '1', label: 'Набор в академию', content: slide('Набор в академию', 'Открыт набор.') },
      { id: '2', label: 'Новый директор', content: slide('Новый директор', 'Назначение.') },
      { id: '3', label: 'Учения', content: slide('Учения', 'Совместные учения с LSPD.') },
      { id: 'mw', label: 'Most Wanted', content: slide('Most Wanted', 'Список разыскиваемых.') },
    ],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FastInterval: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return;
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('group', { name: /^2 из 4/ })).toHaveAttribute('data-active'),
      { timeout: 2000 },
    );
  },
};

export const Keyboard: Story = {
  args: { defaultPaused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Слайд 3: Учения' }));
    await expect(canvas.getByRole('group', { name: /^3 из 4/ })).toHaveAttribute('data-active');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: /^4 из 4/ })).toHaveAttribute('data-active');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('group', { name: /^2 из 4/ })).toHaveAttribute('data-active');
  },
};

export const Paused: Story = { args: { defaultPaused: true } };
export const SingleSlide: Story = {
  args: { slides: [{ id: '1', label: 'Единственная', content: slide('Одна', 'Один слайд') }] },
};
