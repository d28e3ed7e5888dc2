import { DISABLED_REASON_TEXT, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LabDetailModal } from './LabDetailModal.tsx';

const TAKE = '/api/v1/laboratory/{id}/approve';
const AUTO = '/api/v1/laboratory/{id}/execute-auto';
const TITLE = 'Запрос экспертизы №7001';

/** The laboratory request detail with its 'Изменить статус' menu (03 §2 /laboratory, §4, §6). */
const meta = {
  title: 'Portal/Laboratory/LabDetailModal',
  component: LabDetailModal,
  args: { request: sampleLabRequest(), onClose: fn(), onDecline: fn(), onExecute: fn() },
  parameters: { session: { role: 'criminalist' } },
} satisfies Meta<typeof LabDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the status menu and returns its item texts. */
const menuItems = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  const menu = await page().findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

/** On check, not from the database: every field, numbered expertises, take or decline. */
export const OnCheck: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Баллистическая экспертиза',
      'Химическая экспертиза',
    ]);
    await expect(dialog.getByRole('link', { name: /forum\.example/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(await menuItems()).toEqual(['Взять в работу', 'Отклонить']);
  },
};

/** A request from the suspects database: 'Одобрить' (the automatic execution) instead. */
export const FromDatabase: Story = {
  args: { request: sampleLabRequest({ isDb: true }) },
  play: async () => {
    await expect(await menuItems()).toEqual(['Одобрить', 'Отклонить']);
  },
};

/** In progress: finish (opens the execution modal) or decline. */
export const InProgress: Story = {
  args: { request: sampleLabRequest({ status: 'IN_PROGRESS', approver: 'Anna_Smirnova' }) },
  play: async ({ args }) => {
    await expect(await menuItems()).toEqual(['Завершить работу', 'Отклонить']);
    await userEvent.click(page().getByRole('menuitem', { name: 'Завершить работу' }));
    await expect(args.onExecute).toHaveBeenCalled();
  },
};

/** No expertise ordered: 'Экспертизы отсутствуют.'. */
export const NoExpertise: Story = {
  args: { request: sampleLabRequest({ expertise: [] }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(UI_TEXT.noExpertise)).toBeVisible();
  },
};

/** CANCELED (likewise EXPIRED): the menu is disabled. */
export const Canceled: Story = {
  args: { request: sampleLabRequest({ status: 'CANCELED', comment: 'Нет материалов' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expectDisabledWithReason(
      dialog.getByRole('button', { name: UI_TEXT.changeStatus }),
      DISABLED_REASON_TEXT.finished,
    );
  },
};

/** 'Взять в работу' sent: the modal reports it done. */
export const Taken: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', TAKE, () => sampleLabRequest({ status: 'IN_PROGRESS' })));
  },
  play: async ({ args }) => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Взять в работу' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 'Одобрить' while the automatic execution runs: the menu is disabled. */
export const ApprovePending: Story = {
  args: { request: sampleLabRequest({ isDb: true }) },
  beforeEach({ msw }) {
    msw.use(override('put', AUTO, neverAnswer));
  },
  play: async () => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Одобрить' }));
    const dialog = await findDialog(TITLE);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled(),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', TAKE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await menuItems();
    await userEvent.click(page().getByRole('menuitem', { name: 'Взять в работу' }));
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the caller's roles may not act on requests. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: another expert took the request meanwhile. */
export const Conflict = failing(409, 'Нельзя взять запрос в работу: текущий статус «В обработке»');
/** 500: the server failed; the modal stays. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
