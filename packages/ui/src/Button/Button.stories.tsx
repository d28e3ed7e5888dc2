import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'UI/Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Отправить', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Отправить' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Сохранение' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { variant: 'danger', children: 'Удалить' } };

export const LongContent: Story = {
  args: {
    children: 'Очень длинная надпись на кнопке, которая проверяет перенос и ширину',
    fullWidth: true,
  },
};

const REASON = 'Одобрить может Глава CID';

/**
 * Disabled with a reason: still reachable by Tab, announced as disabled, the reason shows in a
 * tooltip on keyboard focus and on hover, and neither a click nor Enter fires it.
 */
export const DisabledWithReason: Story = {
  args: { isDisabled: true, disabledReason: REASON, children: 'Одобрить' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Одобрить' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(REASON);
    await expect(button).toHaveAccessibleDescription(REASON);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Hovering a button disabled with a reason shows the reason too. */
export const DisabledWithReasonHover: Story = {
  args: { isDisabled: true, disabledReason: REASON, children: 'Одобрить' },
  play: async ({ canvasElement }) => {
    // A mouse moves before it enters the button (react-aria counts a hover once a pointer moved).
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Одобрить' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  },
};

/** On a phone nothing hovers: a tap on a button disabled with a reason shows the reason. */
export const DisabledWithReasonTapped: Story = {
  args: { isDisabled: true, disabledReason: REASON, children: 'Одобрить' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Одобрить' });
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The submit handler of {@link DisabledWithReasonInForm}'s form. */
const formSubmitted = fn();

/** A submit button disabled with a reason does not submit its form. */
export const DisabledWithReasonInForm: Story = {
  args: { isDisabled: true, disabledReason: REASON, children: 'Одобрить', type: 'submit' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    formSubmitted.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Одобрить' }));
    await expect(formSubmitted).not.toHaveBeenCalled();
  },
};
