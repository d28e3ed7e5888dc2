import { statusLabel } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleRaport } from './fixtures.ts';
import { RaportViewModal, type RaportViewModalProps } from './RaportViewModal.tsx';

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

const view = recordViewStories<RaportViewModalProps>('Рапорт №3: Ballas');
const REWORK = 'Отправить на доработку';

/**
 * head_cid on a report under review: description, articles, numbered links and the author's link
 * to their person page (issue 25); rework and approve.
 */
export const HeadOnCheck = view.variant({
  shows: [statusLabel('raport', 'ON_HEAD_CHECK'), 'Нет комментария', '12.1 УК, 14.3 УК'],
  absent: ['Редактировать'],
  enabled: ['Принять'],
  links: 2 + 1,
  press: [[REWORK, (args) => args.onRework]],
});

/** Approved after a rework: the old rework comment is not shown (01 §4, `reworkCommentOf`). */
export const ApprovedOldComment = view.variant({
  args: { raport: sampleRaport({ status: 'APPROVED', comment: 'Добавьте видео' }) },
  shows: ['Нет комментария'],
  hides: ['Добавьте видео'],
});

/** The author (agent_cid) on a report sent back: the comment shown, edit enabled, no review. */
export const AgentNeedImprove = view.variant({
  role: 'agent_cid',
  args: { raport: sampleRaport({ status: 'NEED_IMPROVE', comment: 'Добавьте видео' }) },
  shows: ['Добавьте видео'],
  absent: ['Принять', REWORK],
  press: [['Редактировать', (args) => args.onEdit]],
});

/** The director on an approved report: every action shown, all disabled (01 §4). */
export const DirectorApproved = view.variant({
  role: 'director',
  args: { raport: sampleRaport({ status: 'APPROVED' }) },
  disabled: ['Редактировать', REWORK, 'Принять'],
});

/** Any other staff member (arbiter) opens a report: view only, the report tab still offered. */
export const ViewOnly = view.variant({
  role: 'arbiter',
  enabled: ['Посмотреть отчёт'],
  then: (_args, dialog) =>
    expect(
      dialog.queryAllByRole('button', { name: /Редактировать|Принять|доработку/ }),
    ).toHaveLength(0),
});

/** An IB report to the IB head: the IB statuses and articles; approve enabled. */
export const IbHead = recordViewStories<RaportViewModalProps>('Рапорт IB №3: Ballas').variant({
  role: 'head_intelligence',
  args: { kind: 'ib', raport: sampleRaport({ cautions: ['3.2 АК', '1.1 ФП'] }) },
  shows: [statusLabel('ibReport', 'ON_HEAD_CHECK'), '3.2 АК, 1.1 ФП'],
  enabled: ['Принять'],
});

/** A status the machine does not know: 'Неизвестно', nothing enabled. */
export const UnknownStatus = view.variant({
  args: { raport: sampleRaport({ status: 'SOMETHING_NEW' as 'APPROVED' }) },
  shows: ['Неизвестно'],
  disabled: ['Принять'],
});

/** 'View report' opens a new tab. */
export const ViewReport = view.viewReport;

const approve = actionStories<RaportViewModalProps>({
  press: async () => userEvent.click(await view.button('Принять')),
  call: (answer) => override('put', '/api/v1/report/{id}/approve', answer),
  answer: () => sampleRaport({ status: 'APPROVED' }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await view.button(REWORK)).toBeDisabled()),
});

/** Approving: the button pending, the others disabled. */
export const ApprovePending = approve.pending;
/** Approved: the modal closes. */
export const Approved = approve.done;
/** 403: the caller may not approve. */
export const ApproveForbidden = approve.failing(403, 'У вас нет доступа к этой функции');
/** 409: someone approved it meanwhile. */
export const ApproveConflict = approve.failing(
  409,
  'Нельзя принять рапорт: текущий статус «Принят»',
);
/** 500: the server failed. */
export const ApproveServerError = approve.failing(500, 'Внутренняя ошибка сервера');
