import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { FormModal } from './FormModal';

const meta = {
  title: 'UI/Overlays/FormModal',
  component: FormModal,
  tags: ['autodocs'],
  args: {
    title: 'Наказание агента Ivan_Petrov',
    submitLabel: 'Наказать',
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <>
        <TextField label="Ник" />
        <TextArea label="Причина" />
      </>
    ),
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts in the first field; Enter submits, Cancel and Esc cancel. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Наказание агента Ivan_Petrov' });
    const nick = within(dialog).getByRole('textbox', { name: 'Ник' });
    await waitFor(() => expect(nick).toHaveFocus());
    await userEvent.type(nick, 'Ivan{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** While the request runs nothing closes the modal and a second submit is ignored. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ник' }), '{Enter}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An edit form with a destructive action on the left of the footer. */
export const WithFooterStart: Story = {
  args: { title: 'Редактирование наказания', submitLabel: 'Изменить' },
  // Rendered here rather than passed as an arg: Storybook's args would not keep the button's label.
  render: (args) => (
    <FormModal
      {...args}
      footerStart={
        <Button variant="danger" onPress={fn()}>
          Удалить
        </Button>
      }
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование наказания' });
    // The extra action comes first in the footer, before Cancel and the submit button.
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names.slice(-3)).toEqual(['Удалить', 'Отмена', 'Изменить']);
    await expect(within(dialog).getByRole('button', { name: 'Изменить' })).toBeEnabled();
  },
};

/** A danger submit that is disabled until the form allows it. */
export const SubmitDisabled: Story = {
  args: { submitVariant: 'danger', isSubmitDisabled: true, submitLabel: 'Удалить' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeDisabled();
  },
};
