import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink, Link } from './Link';

const meta = {
  title: 'UI/Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/team', children: 'Состав' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { isDisabled: true } };

export const External: Story = {
  render: () => <ExternalLink href="https://example.com/forum">Форум: переводы</ExternalLink>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Форум: переводы/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Очень длинная ссылка, которая переносится на несколько строк внутри узкого контейнера',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
