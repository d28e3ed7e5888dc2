import { statusLabel } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
} from '../../shared/testing/storyPlay.ts';
import { sampleMostWanted } from './fixtures.ts';
import { MostWantedViewModal } from './MostWantedViewModal.tsx';

const TITLE = 'Рапорт MW: Ivan_Petrov';
const APPROVE = '/api/v1/most-wanted/{id}/approve';
const ORDER = '/api/v1/most-wanted/{id}/order';

/** The MW view modal (01 §2, §4, §6): buttons from the MW machine per role and status. */
const meta = {
  title: 'Portal/MostWanted/MostWantedViewModal',
  component: MostWantedViewModal,
  args: { report: sampleMostWanted(), onOpen: fn(), onChanged: fn(), onClose: fn() },
  parameters: { session: { role: 'head_cid' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof MostWantedViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = async (name: string) => (await findDialog(TITLE)).getByRole('button', { name });

/** head_cid on a report under check: rework and approve enabled, the warrant not yet, no edit. */
export const HeadOnCheck: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(statusLabel('mw', 'ON_SENIOR_CHECK'))).toBeVisible();
    await expect(dialog.getByText('Нет комментария')).toBeVisible();
    await expect(await button('Отправить на доработку')).toBeEnabled();
    await expect(await button('Одобрить')).toBeEnabled();
    await expectDisabledWithReason(await button('Выдать ордер на арест'));
    await expect(dialog.queryByRole('button', { name: 'Редактировать' })).toBeNull();
  },
};

/** The author (agent_cid) on a report sent to rework: edit enabled, the comment shown. */
export const AgentNeedImprove: Story = {
  args: { report: sampleMostWanted({ status: 'NEED_IMPROVE', comment: 'Нет фото лица' }) },
  parameters: { session: { role: 'agent_cid' } },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Нет фото лица')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Одобрить' })).toBeNull();
    await userEvent.click(await button('Редактировать'));
    await expect(args.onOpen).toHaveBeenCalledWith('edit');
  },
};

/** Approved after a rework: the old rework comment is not shown (01 §4, `reworkCommentOf`). */
export const ApprovedOldComment: Story = {
  args: { report: sampleMostWanted({ status: 'APPROVED', comment: 'Нет фото лица' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Нет комментария')).toBeVisible();
    await expect(dialog.queryByText('Нет фото лица')).toBeNull();
  },
};

/** agent_cid once the warrant is issued: no edit; the arrest may be recorded. */
export const AgentOrderAssigned: Story = {
  args: { report: sampleMostWanted({ status: 'ORDER_ASSIGNED' }) },
  parameters: { session: { role: 'agent_cid' } },
  play: async ({ args }) => {
    await expectDisabledWithReason(await button('Редактировать'));
    await userEvent.click(await button('Зафиксировать арест'));
    await expect(args.onOpen).toHaveBeenCalledWith('arrest');
  },
};

/** general_counsel on an approved report: the warrant is offered. */
export const CounselApproved: Story = {
  args: { report: sampleMostWanted({ status: 'APPROVED' }) },
  parameters: { session: { role: 'general_counsel' } },
  play: async () => {
    await expect(await button('Выдать ордер на арест')).toBeEnabled();
    await expectDisabledWithReason(await button('Редактировать'));
    await expectDisabledWithReason(await button('Зафиксировать арест'));
  },
};

/** Caught: the arrest data shown, every action disabled. */
export const Caught: Story = {
  args: {
    report: sampleMostWanted({
      status: 'SUSPECT_CAUGHT',
      arrest: {
        isGuilty: true,
        region: 'Сан-Андреас',
        city: 'Лос-Сантос',
        proves: ['vk.com/wall-1_2'],
      },
    }),
  },
  parameters: { session: { role: 'director' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Сан-Андреас')).toBeVisible();
    for (const name of ['Отправить на доработку', 'Одобрить', 'Выдать ордер на арест'])
      await expectDisabledWithReason(await button(name));
  },
};

/** A status the machine does not know: 'Неизвестно', nothing enabled. */
export const UnknownStatus: Story = {
  args: { report: sampleMostWanted({ status: 'SOMETHING_NEW' as 'APPROVED' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Неизвестно')).toBeVisible();
    await expectDisabledWithReason(await button('Одобрить'));
  },
};

/** 'View report' opens a new tab. */
export const ViewReport: Story = {
  beforeEach() {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async () => {
    await userEvent.click(await button('Посмотреть отчёт'));
    await expect(window.open).toHaveBeenCalledWith('', '_blank');
  },
};

/** Approving: the button pending, the others disabled. */
export const ApprovePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, neverAnswer));
  },
  play: async () => {
    await userEvent.click(await button('Одобрить'));
    await waitFor(async () => expect(await button('Отправить на доработку')).toBeDisabled());
  },
};

interface Failure {
  path: typeof APPROVE | typeof ORDER;
  label: string;
  status: number;
  message: string;
}

const failing = ({ path, label, status, message }: Failure): Story => ({
  ...(path === ORDER
    ? {
        args: { report: sampleMostWanted({ status: 'APPROVED' }) },
        parameters: { session: { role: 'general_counsel' } },
      }
    : {}),
  beforeEach({ msw }) {
    msw.use(override('put', path, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await userEvent.click(await button(label));
    await expectToast(message);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
});

/** 403: the server refuses the caller's roles. */
export const ApproveForbidden = failing({
  path: APPROVE,
  label: 'Одобрить',
  status: 403,
  message: 'У вас нет доступа к этой функции',
});
/** 409: someone changed the status meanwhile. */
export const ApproveConflict = failing({
  path: APPROVE,
  label: 'Одобрить',
  status: 409,
  message: 'Нельзя одобрить MW-отчёт: текущий статус «Одобрен»',
});
/** 500 on the warrant (general_counsel, approved report). */
export const WarrantServerError = failing({
  path: ORDER,
  label: 'Выдать ордер на арест',
  status: 500,
  message: 'Внутренняя ошибка сервера',
});
