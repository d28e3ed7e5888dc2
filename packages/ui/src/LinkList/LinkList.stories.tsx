import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkList } from './LinkList';

const meta = {
  title: 'UI/Data/LinkList',
  component: LinkList,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Доказательства',
    links: ['https://imgur.com/a', 'https://imgur.com/b', 'https://youtube.com/watch?v=1'],
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};
export const Labelled: Story = { args: { labelFor: (_url, i) => `Ссылка ${i + 1}` } };
export const Empty: Story = { args: { links: [] } };
export const LongContent: Story = {
  args: {
    links: Array.from({ length: 15 }, (_, i) => `https://example.com/${'segment/'.repeat(8)}${i}`),
  },
};
