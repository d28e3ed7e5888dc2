import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { ActViewModal, type ActViewModalProps } from './ActViewModal.tsx';
import { sampleAct } from './fixtures.ts';

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

const view = recordViewStories<ActViewModalProps>('Акт: Ivan_Petrov');

/** Opens the status menu and returns its items by their status names. */
const openMenu = async () => {
  const menu = await view.openMenu(MENU);
  const item = (name: string) => menu.getByRole('menuitem', { name: new RegExp(`^${name}`) });
  return {
    consider: item('На рассмотрении'),
    awaitInGame: item('Ожидаем в игре'),
    decline: item('Отклонено'),
  };
};

const enabled = (el: HTMLElement) => expect(el).not.toHaveAttribute('aria-disabled', 'true');

/** NEW as the director: every field, all three decisions; the executor's buttons disabled. */
export const NewAsDirector = view.variant({
  shows: [sampleAct().description, 'Не вынесен'],
  // The executor's buttons say why they are disabled (the act machine's refusal).
  disabled: [['Исполнить', 'Нельзя исполнить акт: текущий статус «Новый»'], 'Удалить'],
  then: async (args) => {
    const items = await openMenu();
    await enabled(items.consider);
    await enabled(items.awaitInGame);
    await enabled(items.decline);
    await userEvent.click(items.awaitInGame);
    await expect(args.onVerdict).toHaveBeenCalledWith('AWAIT_IN_GAME');
  },
});

/** The Evidence button opens the numbered links. */
export const Evidence = view.pressed('Доказательства', (args) => args.onEvidence);

/** AWAIT_IN_GAME: no decision (menu disabled); the executor executes or declines. */
export const AwaitInGame = view.variant({
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME', verdict: 'Понижение' }) },
  disabled: [MENU, 'Удалить'],
  press: [
    ['Отклонить', (args) => args.onVerdict, 'DECLINED'],
    ['Исполнить', (args) => args.onExecute],
  ],
});

/** EXECUTED: the menu disabled; executing again and deleting allowed. */
export const Executed = view.variant({
  args: {
    act: sampleAct({
      status: 'EXECUTED',
      verdict: 'Понижение',
      executionAuthor: 'Anna_Smirnova',
      type: 'Понижение',
      rangCount: 2,
    }),
  },
  disabled: [MENU],
  shows: ['Anna_Smirnova'],
  press: [['Удалить', (args) => args.onDelete]],
});

/** DECLINED: nothing can be done. */
export const Declined = view.variant({
  args: { act: sampleAct({ status: 'DECLINED', verdict: 'Нет состава' }) },
  disabled: [MENU, 'Исполнить', 'Отклонить'],
});

/** EXPIRED can still be decided. */
export const Expired = view.variant({
  args: { act: sampleAct({ status: 'EXPIRED' }) },
  then: async () => enabled((await openMenu()).decline),
});

/** hr_inspector executes but does not decide: no status menu. */
export const AsHrInspector = view.variant({
  role: 'hr_inspector',
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME' }) },
  absent: [MENU],
  enabled: ['Исполнить'],
});

const consider = actionStories<ActViewModalProps>({
  press: async () => userEvent.click((await openMenu()).consider),
  call: (answer) => override('put', '/api/v1/act/{id}/update', answer),
  answer: () => sampleAct({ status: 'UNDER_CONSIDERATION' }),
  callback: (args) => args.onUpdated,
  calledWith: [expect.objectContaining({ status: 'UNDER_CONSIDERATION' })],
  pending: () => waitFor(async () => expect(await view.button(MENU)).toBeDisabled()),
});

/** UNDER_CONSIDERATION chosen: sent at once, the view gets the updated act. */
export const Considered = consider.done;
/** While the status is sent: the menu disabled. */
export const ConsiderPending = consider.pending;
/** 403: the caller may not decide. */
export const Forbidden = consider.failing(403, 'У вас нет доступа к этой функции');
/** 409: the act changed meanwhile. */
export const Conflict = consider.failing(
  409,
  'Нельзя изменить статус акта: текущий статус «Ожидаем в игре»',
);
/** 500: the server failed. */
export const ServerError = consider.failing(500, 'Внутренняя ошибка сервера');
