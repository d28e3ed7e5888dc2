import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

const photo =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2563eb"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">ИП</text></svg>',
  );

const meta = {
  title: 'UI/Data/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { src: photo, alt: 'Ivan_Petrov', size: 64 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  },
};
export const Broken: Story = {
  args: { src: '/definitely-missing-photo.png' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Ivan_Petrov' });
    await waitFor(() => expect(img).toHaveAttribute('src', DEFAULT_AVATAR_SRC));
  },
};
export const Large: Story = { args: { size: 160, square: true } };
