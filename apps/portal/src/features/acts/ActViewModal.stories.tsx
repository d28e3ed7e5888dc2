import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { ActViewModal } from './ActViewModal.tsx';
import { sampleAct } from './fixtures.ts';

const CONSIDER = '/api/v1/act/{id}/update';
const TITLE = 'Акт: Ivan_Petrov';
const MENU = 'Изменить статус';

/** The act view with the act machine's controls (02 §2.1, §4, §6). */
const meta = {
  title: 'Portal/Acts/ActViewModal',
  component: ActViewModal,
  args: {
    act: sampleAct(),
    onClose: fn(),
    onEvidence: fn(),
    onVerdict: fn(),
    onExecute: fn(),
    onDelete: fn(),
    onUpdated: fn(),
  },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof ActViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the status menu and returns its items by their status names. */
const openMenu = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: MENU }));
  const menu = within(await page().findByRole('menu'));
  const item = (name: string) => menu.getByRole('menuitem', { name: new RegExp(`^${name}`) });
  return {
    consider: item('На рассмотрении'),
    awaitInGame: item('Ожидаем в игре'),
    decline: item('Отклонено'),
  };
};

const enabled = (el: HTMLElement) => expect(el).not.toHaveAttribute('aria-disabled', 'true');

/** NEW as the director: every field, all three decisions; the executor's buttons disabled. */
export const NewAsDirector: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(args.act.description)).toBeVisible();
    await expect(dialog.getByText('Не вынесен')).toBeVisible();
    // The executor's buttons say why they are disabled (the act machine's refusal).
    await expectDisabledWithReason(
      dialog.getByRole('button', { name: 'Исполнить' }),
      'Нельзя исполнить акт: текущий статус «Новый»',
    );
    await expectDisabledWithReason(dialog.getByRole('button', { name: 'Удалить' }));
    const items = await openMenu();
    await enabled(items.consider);
    await enabled(items.awaitInGame);
    await enabled(items.decline);
    await userEvent.click(items.awaitInGame);
    await expect(args.onVerdict).toHaveBeenCalledWith('AWAIT_IN_GAME');
  },
};

/** The Evidence button opens the numbered links. */
export const Evidence: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Доказательства' }));
    await expect(args.onEvidence).toHaveBeenCalled();
  },
};

/** AWAIT_IN_GAME: no decision (menu disabled); the executor executes or declines. */
export const AwaitInGame: Story = {
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME', verdict: 'Понижение' }) },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expectDisabledWithReason(dialog.getByRole('button', { name: MENU }));
    await expectDisabledWithReason(dialog.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expect(args.onVerdict).toHaveBeenCalledWith('DECLINED');
    await userEvent.click(dialog.getByRole('button', { name: 'Исполнить' }));
    await expect(args.onExecute).toHaveBeenCalled();
  },
};

/** EXECUTED: the menu disabled; executing again and deleting allowed. */
export const Executed: Story = {
  args: {
    act: sampleAct({
      status: 'EXECUTED',
      verdict: 'Понижение',
      executionAuthor: 'Anna_Smirnova',
      type: 'Понижение',
      rangCount: 2,
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expectDisabledWithReason(dialog.getByRole('button', { name: MENU }));
    await expect(dialog.getByText('Anna_Smirnova')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** DECLINED: nothing can be done. */
export const Declined: Story = {
  args: { act: sampleAct({ status: 'DECLINED', verdict: 'Нет состава' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expectDisabledWithReason(dialog.getByRole('button', { name: MENU }));
    await expectDisabledWithReason(dialog.getByRole('button', { name: 'Исполнить' }));
    await expectDisabledWithReason(dialog.getByRole('button', { name: 'Отклонить' }));
  },
};

/** EXPIRED can still be decided. */
export const Expired: Story = {
  args: { act: sampleAct({ status: 'EXPIRED' }) },
  play: async () => {
    const items = await openMenu();
    await enabled(items.decline);
  },
};

/** hr_inspector executes but does not decide: no status menu. */
export const AsHrInspector: Story = {
  parameters: { session: { role: 'hr_inspector' } },
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: MENU })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Исполнить' })).toBeEnabled();
  },
};

/** UNDER_CONSIDERATION chosen: sent at once, the view gets the updated act. */
export const Considered: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', CONSIDER, () => sampleAct({ status: 'UNDER_CONSIDERATION' })));
  },
  play: async ({ args }) => {
    await userEvent.click((await openMenu()).consider);
    await waitFor(() =>
      expect(args.onUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'UNDER_CONSIDERATION' }),
      ),
    );
  },
};

/** While the status is sent: the menu disabled. */
export const ConsiderPending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', CONSIDER, neverAnswer));
  },
  play: async () => {
    await userEvent.click((await openMenu()).consider);
    const dialog = await findDialog(TITLE);
    await waitFor(() => expect(dialog.getByRole('button', { name: MENU })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', CONSIDER, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await userEvent.click((await openMenu()).consider);
    await expectToast(message);
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
});

/** 403: the caller may not decide. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the act changed meanwhile. */
export const Conflict = failing(
  409,
  'Нельзя изменить статус акта: текущий статус «Ожидаем в игре»',
);
/** 500: the server failed. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
