import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { sampleHomeCheck } from './fixtures.ts';
import { HomeCheckModal } from './HomeCheckModal.tsx';

const ALLOW = '/api/v1/dea-home-check/{id}/update-status';
const TITLE = 'Обыск жилища №77А';

/** The main modal of a home check (03 §2 /dea-home, §4, §6). */
const meta = {
  title: 'Portal/Dea/HomeCheckModal',
  component: HomeCheckModal,
  args: { check: sampleHomeCheck(), onClose: fn(), onOpen: fn() },
  parameters: { session: { role: 'head_dea' } },
} satisfies Meta<typeof HomeCheckModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  return within(await page().findByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
};

/** The head on a new request: allow, cancel, delete; no conduct; the grounds. */
export const HeadOnCheck: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: 'Провести проверку' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Основания' }));
    await expect(args.onOpen).toHaveBeenCalledWith('grounds');
    await expect(await menuItems()).toEqual(['Разрешить проверку', 'Отменить проверку', 'Удалить']);
  },
};

/** The head on an allowed check: conduct, or delete. */
export const HeadAllowed: Story = {
  args: { check: sampleHomeCheck({ status: 'CHECK_ALLOWED' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: 'Провести проверку' })).toBeVisible();
    await expect(await menuItems()).toEqual(['Удалить']);
  },
};

/** An agent on an allowed check: only conduct, no status menu. */
export const AgentAllowed: Story = {
  parameters: { session: { role: 'agent_dea' } },
  args: { check: sampleHomeCheck({ status: 'CHECK_ALLOWED' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: UI_TEXT.changeStatus })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Провести проверку' })).toBeVisible();
  },
};

/** Conducted (SUCCESS): the proofs; the head's menu has nothing left. */
export const Success: Story = {
  args: {
    check: sampleHomeCheck({
      status: 'SUCCESS',
      executor: 'Ivan_Petrov',
      executionProves: ['https://forum.example/t/search'],
    }),
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: 'Доказательства' })).toBeVisible();
    await expectDisabledWithReason(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  },
};

/** 48 hours after approval (EXPIRED, 'Прошло 48 часов'): nothing to do. */
export const Expired: Story = {
  parameters: { session: { role: 'agent_dea' } },
  args: { check: sampleHomeCheck({ status: 'EXPIRED' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: 'Провести проверку' })).toBeNull();
  },
};

/** Allowed: the modal reports it done. */
export const Allowed: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', ALLOW, () => sampleHomeCheck({ status: 'CHECK_ALLOWED' })));
  },
  play: async ({ args }) => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Разрешить проверку' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While allowing: the menu is disabled. */
export const AllowPending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', ALLOW, neverAnswer));
  },
  play: async () => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Разрешить проверку' }));
    const dialog = await findDialog(TITLE);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled(),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', ALLOW, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Разрешить проверку' }));
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: decided meanwhile. */
export const Conflict = failing(409, 'Нельзя разрешить проверку: текущий статус «Отменено»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
