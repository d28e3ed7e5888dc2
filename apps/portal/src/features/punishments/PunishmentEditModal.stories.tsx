import { MESSAGES, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { chooseOption, expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { samplePunishment } from './fixtures.ts';
import { PunishmentEditModal } from './PunishmentEditModal.tsx';

const UPDATE = '/api/v1/punishment/{id}/type/update';
const TITLE = 'Наказание: Ivan_Petrov';

/** The registry's edit modal (02 §2.9, §5 type change). */
const meta = {
  title: 'Portal/Punishments/PunishmentEditModal',
  component: PunishmentEditModal,
  args: { punishment: samplePunishment(), onCancel: fn(), onDone: fn(), onDelete: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof PunishmentEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nick, executor and articles read-only; the type chosen; no rank count for a reprimand. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: 'Нарушитель' })).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('textbox', { name: /Количество рангов/ })).toBeNull();
  },
};

/** A demotion shows the rank count. */
export const Demotion: Story = {
  args: { punishment: samplePunishment({ type: 'Понижение', rangCount: 2 }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /Количество рангов/ })).toHaveValue('2');
  },
};

/** Demotion without a rank count: the message under the field and in the toast, nothing sent. */
export const InvalidRankCount: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await chooseOption('Тип наказания', 'Понижение', dialog);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    await expectToast(MESSAGES.demotionRanksInvalid);
    await expect(dialog.getByRole('textbox', { name: /Количество рангов/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

const form = formModalStories({
  submit: async () => {
    const dialog = await findDialog(TITLE);
    await chooseOption('Тип наказания', 'Понижение', dialog);
    // A number field, which checks its input key by key: typed.
    await userEvent.type(dialog.getByRole('textbox', { name: /Количество рангов/ }), '3');
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    return dialog;
  },
  call: (answer) => override('put', UPDATE, answer),
  answer: () => samplePunishment({ type: 'Понижение', rangCount: 3 }),
  done: 'onDone',
  busy: 'delete',
  // The form stays filled for another try.
  kept: (dialog) =>
    expect(dialog.getByRole('textbox', { name: /Количество рангов/ })).toHaveValue('3'),
});

/** Sent: the change is saved and the modal reports it. */
export const Saved = form.sent;

/** While the change is sent: Change pending, Cancel and Delete disabled. */
export const Pending = form.pending;

/** 403: the caller may not edit the registry. */
export const Forbidden = form.forbidden;
/** 409: the entry changed meanwhile. */
export const Conflict = form.failing(409, 'Запись уже изменена');
/** 500: the server failed. */
export const ServerError = form.serverError;
