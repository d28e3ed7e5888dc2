import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { ArrestModal } from './ArrestModal.tsx';
import { sampleSuspect } from './fixtures.ts';

const SECOND = '/api/v1/suspect/{id}/second-arrest';
const TITLE = 'Повторный арест: Tony_Montana';

/** The second and third arrest modal (03 §2 /db, §5 Arrest proof). */
const meta = {
  title: 'Portal/Suspects/ArrestModal',
  component: ArrestModal,
  args: { suspect: sampleSuspect(), which: 'second', onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof ArrestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (link?: string) => {
  const dialog = await findDialog(TITLE);
  if (link) await fillText(dialog.getByRole('textbox', { name: /Ссылка на доказательства/ }), link);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** One field with Отмена and Отправить. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The third arrest. */
export const Third: Story = {
  args: { suspect: sampleSuspect({ status: 'RECIDIVE' }), which: 'third' },
  play: async () => {
    await findDialog('Третий арест: Tony_Montana');
  },
};

/** Empty: 'Ссылка не может быть пустой.', nothing sent. */
export const LinkEmpty: Story = {
  play: async ({ args }) => {
    await send();
    await expectToast(MESSAGES.arrestLinkEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Not a URL: 'Ссылка имеет невалидный формат.', the field marked. */
export const LinkInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await send('forum example');
    await expectToast(MESSAGES.arrestLinkInvalid);
    await expect(dialog.getByRole('textbox', { name: /Ссылка на доказательства/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent: the modal reports it done. */
export const Recorded: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', SECOND, () => sampleSuspect({ status: 'RECIDIVE' })));
  },
  play: async ({ args }) => {
    await send('https://forum.example/t/arrest-2');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending: Отмена disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', SECOND, neverAnswer));
  },
  play: async () => {
    const dialog = await send('https://forum.example/t/arrest-2');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', SECOND, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await send('https://forum.example/t/arrest-2');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Ссылка на доказательства/ })).toHaveValue(
      'https://forum.example/t/arrest-2',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the status changed meanwhile. */
export const Conflict = failing(
  409,
  'Нельзя зафиксировать повторный арест: текущий статус «Рецидив»',
);
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
