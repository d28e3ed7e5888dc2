import { statusLabel } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleMostWanted } from './fixtures.ts';
import { MostWantedViewModal, type MostWantedViewModalProps } from './MostWantedViewModal.tsx';

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

const view = recordViewStories<MostWantedViewModalProps>('Рапорт MW: Ivan_Petrov');
const WARRANT = 'Выдать ордер на арест';

/** head_cid on a report under check: rework and approve enabled, the warrant not yet, no edit. */
export const HeadOnCheck = view.variant({
  shows: [statusLabel('mw', 'ON_SENIOR_CHECK'), 'Нет комментария'],
  enabled: ['Отправить на доработку', 'Одобрить'],
  disabled: [WARRANT],
  absent: ['Редактировать'],
});

/** The author (agent_cid) on a report sent to rework: edit enabled, the comment shown. */
export const AgentNeedImprove = view.variant({
  role: 'agent_cid',
  args: { report: sampleMostWanted({ status: 'NEED_IMPROVE', comment: 'Нет фото лица' }) },
  shows: ['Нет фото лица'],
  absent: ['Одобрить'],
  press: [['Редактировать', (args) => args.onOpen, 'edit']],
});

/** Approved after a rework: the old rework comment is not shown (01 §4, `reworkCommentOf`). */
export const ApprovedOldComment = view.variant({
  args: { report: sampleMostWanted({ status: 'APPROVED', comment: 'Нет фото лица' }) },
  shows: ['Нет комментария'],
  hides: ['Нет фото лица'],
});

/** agent_cid once the warrant is issued: no edit; the arrest may be recorded. */
export const AgentOrderAssigned = view.variant({
  role: 'agent_cid',
  args: { report: sampleMostWanted({ status: 'ORDER_ASSIGNED' }) },
  disabled: ['Редактировать'],
  press: [['Зафиксировать арест', (args) => args.onOpen, 'arrest']],
});

const counsel = {
  role: 'general_counsel',
  args: { report: sampleMostWanted({ status: 'APPROVED' }) },
} as const;

/** general_counsel on an approved report: the warrant is offered. */
export const CounselApproved = view.variant({
  ...counsel,
  enabled: [WARRANT],
  disabled: ['Редактировать', 'Зафиксировать арест'],
});

/** Caught: the arrest data shown, every action disabled. */
export const Caught = view.variant({
  role: 'director',
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
  shows: ['Сан-Андреас'],
  disabled: ['Отправить на доработку', 'Одобрить', WARRANT],
});

/** A status the machine does not know: 'Неизвестно', nothing enabled. */
export const UnknownStatus = view.variant({
  args: { report: sampleMostWanted({ status: 'SOMETHING_NEW' as 'APPROVED' }) },
  shows: ['Неизвестно'],
  disabled: ['Одобрить'],
});

/** 'View report' opens a new tab. */
export const ViewReport = view.viewReport;

const press = (name: string) => async () => userEvent.click(await view.button(name));
const pending = () =>
  waitFor(async () => expect(await view.button('Отправить на доработку')).toBeDisabled());
const approve = actionStories<MostWantedViewModalProps>({
  press: press('Одобрить'),
  call: (answer) => override('put', '/api/v1/most-wanted/{id}/approve', answer),
  callback: (args) => args.onChanged,
  pending,
});
const warrant = actionStories<MostWantedViewModalProps>({
  ...counsel,
  press: press(WARRANT),
  call: (answer) => override('put', '/api/v1/most-wanted/{id}/order', answer),
  callback: (args) => args.onChanged,
  pending,
});

/** Approving: the button pending, the others disabled. */
export const ApprovePending = approve.pending;
/** 403: the server refuses the caller's roles. */
export const ApproveForbidden = approve.failing(403, 'У вас нет доступа к этой функции');
/** 409: someone changed the status meanwhile. */
export const ApproveConflict = approve.failing(
  409,
  'Нельзя одобрить MW-отчёт: текущий статус «Одобрен»',
);
/** 500 on the warrant (general_counsel, approved report). */
export const WarrantServerError = warrant.failing(500, 'Внутренняя ошибка сервера');
