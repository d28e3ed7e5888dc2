import { DISABLED_REASON_TEXT, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories, type DialogQueries } from '../../shared/testing/recordViewStories.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LabDetailModal, type LabDetailModalProps } from './LabDetailModal.tsx';

/** The laboratory request detail with its 'Изменить статус' menu (03 §2 /laboratory, §4, §6). */
const meta = {
  title: 'Portal/Laboratory/LabDetailModal',
  component: LabDetailModal,
  args: { request: sampleLabRequest(), onClose: fn(), onDecline: fn(), onExecute: fn() },
  parameters: { session: { role: 'criminalist' } },
} satisfies Meta<typeof LabDetailModal>;

export default meta;

const view = recordViewStories<LabDetailModalProps>('Запрос экспертизы №7001');

/** The item texts of an open menu. */
const itemsOf = (menu: DialogQueries) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent);
/** Opens the status menu and returns its item texts. */
const menuItems = async () => itemsOf(await view.openMenu(UI_TEXT.changeStatus));

/** On check, not from the database: every field, numbered expertises, take or decline. */
export const OnCheck = view.variant({
  then: async (_args, dialog) => {
    await expect(dialog.getAllByRole('listitem').map((li: HTMLElement) => li.textContent)).toEqual([
      'Баллистическая экспертиза',
      'Химическая экспертиза',
    ]);
    await expect(dialog.getByRole('link', { name: /forum\.example/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(await menuItems()).toEqual(['Взять в работу', 'Отклонить']);
  },
});

/** A request from the suspects database: 'Одобрить' (the automatic execution) instead. */
export const FromDatabase = view.variant({
  args: { request: sampleLabRequest({ isDb: true }) },
  then: async () => expect(await menuItems()).toEqual(['Одобрить', 'Отклонить']),
});

/** In progress: finish (opens the execution modal) or decline. */
export const InProgress = view.variant({
  args: { request: sampleLabRequest({ status: 'IN_PROGRESS', approver: 'Anna_Smirnova' }) },
  then: async (args) => {
    const menu = await view.openMenu(UI_TEXT.changeStatus);
    await expect(itemsOf(menu)).toEqual(['Завершить работу', 'Отклонить']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Завершить работу' }));
    await expect(args.onExecute).toHaveBeenCalled();
  },
});

/** No expertise ordered: 'Экспертизы отсутствуют.'. */
export const NoExpertise = view.variant({
  args: { request: sampleLabRequest({ expertise: [] }) },
  shows: [UI_TEXT.noExpertise],
});

/** CANCELED (likewise EXPIRED): the menu is disabled. */
export const Canceled = view.variant({
  args: { request: sampleLabRequest({ status: 'CANCELED', comment: 'Нет материалов' }) },
  disabled: [[UI_TEXT.changeStatus, DISABLED_REASON_TEXT.finished]],
});

const menuDisabled = () =>
  waitFor(async () => expect(await view.button(UI_TEXT.changeStatus)).toBeDisabled());
const take = actionStories<LabDetailModalProps>({
  press: () => view.choose(UI_TEXT.changeStatus, 'Взять в работу'),
  call: (answer) => override('put', '/api/v1/laboratory/{id}/approve', answer),
  answer: () => sampleLabRequest({ status: 'IN_PROGRESS' }),
  callback: (args) => args.onClose,
  pending: menuDisabled,
});
const auto = actionStories<LabDetailModalProps>({
  args: { request: sampleLabRequest({ isDb: true }) },
  press: () => view.choose(UI_TEXT.changeStatus, 'Одобрить'),
  call: (answer) => override('put', '/api/v1/laboratory/{id}/execute-auto', answer),
  callback: (args) => args.onClose,
  pending: menuDisabled,
});

/** 'Взять в работу' sent: the modal reports it done. */
export const Taken = take.done;
/** 'Одобрить' while the automatic execution runs: the menu is disabled. */
export const ApprovePending = auto.pending;
/** 403: the caller's roles may not act on requests. */
export const Forbidden = take.failing(403, 'У вас нет доступа к этой функции');
/** 409: another expert took the request meanwhile. */
export const Conflict = take.failing(
  409,
  'Нельзя взять запрос в работу: текущий статус «В обработке»',
);
/** 500: the server failed; the modal stays. */
export const ServerError = take.failing(500, 'Внутренняя ошибка сервера');
