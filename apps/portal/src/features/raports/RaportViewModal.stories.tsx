import { statusLabel } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
} from '../../shared/testing/storyPlay.ts';
import { sampleRaport } from './fixtures.ts';
import { RaportViewModal } from './RaportViewModal.tsx';

const TITLE = 'Рапорт №3: Ballas';
const APPROVE = '/api/v1/report/{id}/approve';

/** A report's view modal (01 §2, §4, §6): buttons from the raport / IB report machines. */
const meta = {
  title: 'Portal/Raports/RaportViewModal',
  component: RaportViewModal,
  args: {
    kind: 'agent',
    raport: sampleRaport(),
    onClose: fn(),
    onEdit: fn(),
    onRework: fn(),
  },
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof RaportViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = async (name: string, title = TITLE) =>
  (await findDialog(title)).getByRole('button', { name });

/** head_cid on a report under review: description, articles, numbered links; rework and approve. */
export const HeadOnCheck: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(statusLabel('raport', 'ON_HEAD_CHECK'))).toBeVisible();
    await expect(dialog.getByText('Нет комментария')).toBeVisible();
    await expect(dialog.getByText('12.1 УК, 14.3 УК')).toBeVisible();
    await expect(dialog.getAllByRole('link')).toHaveLength(2);
    await expect(dialog.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await expect(await button('Принять')).toBeEnabled();
    await userEvent.click(await button('Отправить на доработку'));
    await expect(args.onRework).toHaveBeenCalled();
  },
};

/** Approved after a rework: the old rework comment is not shown (01 §4, `reworkCommentOf`). */
export const ApprovedOldComment: Story = {
  args: { raport: sampleRaport({ status: 'APPROVED', comment: 'Добавьте видео' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Нет комментария')).toBeVisible();
    await expect(dialog.queryByText('Добавьте видео')).toBeNull();
  },
};

/** The author (agent_cid) on a report sent back: the comment shown, edit enabled, no review. */
export const AgentNeedImprove: Story = {
  args: { raport: sampleRaport({ status: 'NEED_IMPROVE', comment: 'Добавьте видео' }) },
  parameters: { session: { role: 'agent_cid' } },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Добавьте видео')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Принять' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Отправить на доработку' })).toBeNull();
    await userEvent.click(await button('Редактировать'));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** The director on an approved report: every action shown, all disabled (01 §4). */
export const DirectorApproved: Story = {
  args: { raport: sampleRaport({ status: 'APPROVED' }) },
  parameters: { session: { role: 'director' } },
  play: async () => {
    for (const name of ['Редактировать', 'Отправить на доработку', 'Принять'])
      await expectDisabledWithReason(await button(name));
  },
};

/** Any other staff member (arbiter) opens a report: view only, the report tab still offered. */
export const ViewOnly: Story = {
  parameters: { session: { role: 'arbiter' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(
      dialog.queryAllByRole('button', { name: /Редактировать|Принять|доработку/ }),
    ).toHaveLength(0);
    await expect(await button('Посмотреть отчёт')).toBeEnabled();
  },
};

/** An IB report to the IB head: the IB statuses and articles; approve enabled. */
export const IbHead: Story = {
  args: { kind: 'ib', raport: sampleRaport({ cautions: ['3.2 АК', '1.1 ФП'] }) },
  parameters: { session: { role: 'head_intelligence' } },
  play: async () => {
    const title = 'Рапорт IB №3: Ballas';
    const dialog = await findDialog(title);
    await expect(dialog.getByText(statusLabel('ibReport', 'ON_HEAD_CHECK'))).toBeVisible();
    await expect(dialog.getByText('3.2 АК, 1.1 ФП')).toBeVisible();
    await expect(await button('Принять', title)).toBeEnabled();
  },
};

/** A status the machine does not know: 'Неизвестно', nothing enabled. */
export const UnknownStatus: Story = {
  args: { raport: sampleRaport({ status: 'SOMETHING_NEW' as 'APPROVED' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Неизвестно')).toBeVisible();
    await expectDisabledWithReason(await button('Принять'));
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
    await userEvent.click(await button('Принять'));
    await waitFor(async () => expect(await button('Отправить на доработку')).toBeDisabled());
  },
};

/** Approved: the modal closes. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => sampleRaport({ status: 'APPROVED' })));
  },
  play: async ({ args }) => {
    await userEvent.click(await button('Принять'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await userEvent.click(await button('Принять'));
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the caller may not approve. */
export const ApproveForbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: someone approved it meanwhile. */
export const ApproveConflict = failing(409, 'Нельзя принять рапорт: текущий статус «Принят»');
/** 500: the server failed. */
export const ApproveServerError = failing(500, 'Внутренняя ошибка сервера');
