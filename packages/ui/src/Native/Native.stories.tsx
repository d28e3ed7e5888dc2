import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button';
import { NativeButton, NativeExternalLink, NativeMenuButton } from './Native';

const meta = {
  title: 'UI/Actions/NativeButton',
  component: NativeButton,
  args: { children: 'Войти', onClick: fn() },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter and Space press it, as any button; the focus ring shows on keyboard focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Войти' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant, as Button draws it. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {buttonVariants.map((variant) => (
        <NativeButton key={variant} {...args} variant={variant}>
          {variant}
        </NativeButton>
      ))}
    </div>
  ),
};

/** The external link: a new tab, safely, and said so to assistive tech. */
export const ExternalLink: Story = {
  render: () => (
    <NativeExternalLink href="https://example.com/forum">Форум: переводы</NativeExternalLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Форум: переводы (откроется в новой вкладке)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The profile menu's trigger: the label, then ▾ hidden from assistive tech. */
export const MenuTrigger: Story = {
  render: (args) => (
    <NativeMenuButton {...args} variant="secondary" aria-haspopup="menu" aria-expanded={false}>
      Agent_Smith
    </NativeMenuButton>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Agent_Smith' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  },
};
