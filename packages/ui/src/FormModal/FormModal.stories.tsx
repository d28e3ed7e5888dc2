import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import { pressAtPoint } from '../testing/pressAtPoint';
import { toast } from '../Toast/toastQueue';
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

/** A submit disabled with a reason: reachable by Tab, says why, and never submits. */
export const SubmitDisabledWithReason: Story = {
  args: {
    isSubmitDisabled: true,
    submitDisabledReason: 'Запись завершена',
    submitLabel: 'Сохранить',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    // A mouse moves before it enters the button (react-aria counts a hover once a pointer moved).
    await userEvent.hover(document.body);
    await userEvent.hover(save);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Запись завершена');
    await userEvent.click(save);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ник' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A long form that marks its 8th field invalid on submit, as a screen's check would. */
function LongValidatingForm({ onSubmit, size }: { onSubmit: () => void; size?: 'lg' }) {
  const [invalid, setInvalid] = useState(false);
  return (
    <FormModal
      title="Длинная форма"
      size={size}
      submitLabel="Отправить"
      onCancel={() => undefined}
      onSubmit={() => {
        onSubmit();
        setInvalid(true);
        toast.error('Заполните поле 8');
      }}
    >
      {Array.from({ length: 12 }, (_, i) => (
        <TextField
          key={i}
          label={`Поле ${i + 1}`}
          isInvalid={invalid && i === 7}
          errorMessage={invalid && i === 7 ? 'Заполните поле 8' : undefined}
        />
      ))}
    </FormModal>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On a phone, submitted invalid four times: one toast (never stacked) that covers no part of the
 * dialog (its title, fields and actions, which stay in view: the dialog moves down under the
 * toast); focus on the invalid field, which is in view; the toast column lets clicks through to
 * the dialog below the toast.
 */
export const PhoneInvalidFourTimes: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <LongValidatingForm onSubmit={args.onSubmit} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Длинная форма' });
    const send = within(dialog).getByRole('button', { name: 'Отправить' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(4);
    const region = await screen.findByRole('region', { name: 'Уведомления' });
    await waitFor(() => expect(within(region).getAllByText('Заполните поле 8')).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Поле 8' })).toHaveFocus(),
    );

    const toastBox = within(region).getByText('Заполните поле 8').closest('[data-tone]');
    if (!toastBox) throw new Error('no toast');
    // Measured where everything comes to rest: the toast slides in and the ones it replaced slide
    // out (a busy machine measured mid-way), and the column is placed after the dialog's layout.
    await waitFor(async () => {
      await Promise.all(region.getAnimations({ subtree: true }).map((a) => a.finished));
      const toastRect = toastBox.getBoundingClientRect();
      const panel = dialog.closest('[data-modal-panel]')?.getBoundingClientRect();
      const footer = dialog.querySelector('[data-modal-footer]')?.getBoundingClientRect();
      if (!panel || !footer) throw new Error('the dialog has no panel or footer');
      expect(overlaps(toastRect, panel)).toBe(false);
      expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight);
      const field = within(dialog).getByRole('textbox', { name: 'Поле 8' }).getBoundingClientRect();
      expect(field.top).toBeGreaterThanOrEqual(toastRect.bottom);
      expect(field.bottom).toBeLessThanOrEqual(footer.top);
      // Below the toast, still inside the toast column, a click reaches the dialog.
      const below = document.elementFromPoint(toastRect.left + 10, toastRect.bottom + 12);
      expect(dialog.contains(below)).toBe(true);
    });
  },
};

/**
 * A wide dialog on a desktop leaves no room beside it for the toast column: the toast goes above
 * the dialog, which moves down, and covers none of its title, fields or actions.
 */
export const WideDialogToastAbove: Story = {
  render: (args) => <LongValidatingForm onSubmit={args.onSubmit} size="lg" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Длинная форма' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const region = await screen.findByRole('region', { name: 'Уведомления' });
    const toastBox = (await within(region).findByText('Заполните поле 8')).closest('[data-tone]');
    if (!toastBox) throw new Error('no toast');
    await waitFor(async () => {
      await Promise.all(region.getAnimations({ subtree: true }).map((a) => a.finished));
      const panel = dialog.closest('[data-modal-panel]')?.getBoundingClientRect();
      if (!panel) throw new Error('the dialog has no panel');
      expect(overlaps(toastBox.getBoundingClientRect(), panel)).toBe(false);
    });
  },
};

const RANKS_ERROR = 'Укажите количество рангов';

/**
 * A form whose number field shows its error under it until a value is committed (on blur), as a
 * screen's check clears its message once the field is edited (the act execution modal).
 */
function RanksForm({ onSubmit }: { onSubmit: () => void }) {
  const [ranks, setRanks] = useState(Number.NaN);
  const [error, setError] = useState<string>();
  return (
    <FormModal
      title="Исполнение акта"
      submitLabel="Исполнить"
      onCancel={() => undefined}
      onSubmit={() => (Number.isNaN(ranks) ? setError(RANKS_ERROR) : onSubmit())}
    >
      <NumberField
        label="Количество рангов"
        value={ranks}
        onChange={(n) => {
          setRanks(n);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <TextField label="Доказательство наказания" />
    </FormModal>
  );
}

/**
 * Corrected after an error, then one press on the submit button submits: the press blurs the
 * field, its error line goes, and the footer stays under the pointer until the click is out.
 */
export const OnePressAfterFixingAnError: Story = {
  render: (args) => <RanksForm onSubmit={args.onSubmit} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Исполнение акта' });
    // The entrance animation moves the dialog: press once it stands still.
    await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
    const submit = within(dialog).getByRole('button', { name: 'Исполнить' });
    await userEvent.click(submit);
    await waitFor(() => expect(within(dialog).getByText(RANKS_ERROR)).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Количество рангов' }), '2');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await expect(await pressAtPoint(submit)).toBe(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).queryByText(RANKS_ERROR)).toBeNull();
  },
};
