import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleHomeCheck } from './fixtures.ts';
import { HomeCheckConductModal } from './HomeCheckConductModal.tsx';

const EXECUTE = '/api/v1/dea-home-check/{id}/execute';
const TITLE = 'Проведение проверки';

/** Conducting a home check with proof links (03 §2, §5 execution proofs). */
const meta = {
  title: 'Portal/Dea/HomeCheckConductModal',
  component: HomeCheckConductModal,
  args: { check: sampleHomeCheck({ status: 'CHECK_ALLOWED' }), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'agent_dea' } },
} satisfies Meta<typeof HomeCheckConductModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (links: string[]) => {
  const dialog = await findDialog(TITLE);
  for (const link of links) {
    await fillText(dialog.getByRole('textbox', { name: /Ссылки на доказательства/ }), link);
    await userEvent.keyboard('{Enter}');
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** No link yet. */
export const Empty: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** No link: 'Нужно добавить хотя бы одну ссылку'. */
export const NoLinks: Story = {
  play: async ({ args }) => {
    await send([]);
    await expectToast(MESSAGES.linksEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/**
 * A link with a space: refused on add with 'Одна или несколько ссылок имеют неверный формат'
 * under the field (as the MW and raport link inputs do), no chip, the typed text kept.
 */
export const BadLink: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    const input = dialog.getByRole('textbox', { name: /Ссылки на доказательства/ });
    await userEvent.type(input, 'https://forum.example/a b{Enter}');
    await expect(await dialog.findByText(MESSAGES.linksInvalid)).toBeVisible();
    await expect(dialog.queryByRole('link')).toBeNull();
    await expect(input).toHaveValue('https://forum.example/a b');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent. */
export const Conducted: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => sampleHomeCheck({ status: 'SUCCESS' })));
  },
  play: async ({ args }) => {
    await send(['https://forum.example/search']);
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, neverAnswer));
  },
  play: async () => {
    const dialog = await send(['https://forum.example/search']);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await send(['https://forum.example/search']);
    await expectToast(message);
    await expect(dialog.getByText(/forum\.example\/search/)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: 48 hours passed meanwhile. */
export const Conflict = failing(409, 'Нельзя провести проверку: текущий статус «Прошло 48 часов»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
