import { statusLabel } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { DossierViewModal, type DossierViewModalProps } from './DossierViewModal.tsx';
import { sampleDossier } from './fixtures.ts';

/** The dossier view modal (01 §2 Intelligence, §4 IB dossier, §6). */
const meta = {
  title: 'Portal/Intelligence/DossierViewModal',
  component: DossierViewModal,
  args: { dossier: sampleDossier(), onOpen: fn(), onChanged: fn(), onClose: fn() },
  parameters: { session: { role: 'head_intelligence' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof DossierViewModal>;

export default meta;

const view = recordViewStories<DossierViewModalProps>('Досье: Pavel_Orlov');

/** The head of intelligence on a dossier under check: send back and approve; no edit, no director comment. */
export const HeadOnCheck = view.variant({
  shows: [statusLabel('ibDossier', 'ON_HEAD_CHECK'), 'Нет комментария'],
  enabled: ['Принять', 'Вернуть на доработку'],
  absent: ['Редактировать', 'Комментарий директора'],
});

/** The secret agent on a dossier sent back: edit enabled, the comment shown, no review. */
export const SecretAgentNeedImprove = view.variant({
  role: 'secret_intelligence_agent',
  args: { dossier: sampleDossier({ status: 'NEED_IMPROVE', comment: 'Уточнить должность' }) },
  shows: ['Уточнить должность'],
  absent: ['Принять'],
  press: [['Редактировать', (args) => args.onOpen, 'edit']],
});

/** The director on an approved dossier: only the director's comment is enabled. */
export const DirectorApproved = view.variant({
  role: 'director',
  args: { dossier: sampleDossier({ status: 'APPROVED', dirComment: 'Держать на контроле' }) },
  shows: ['Держать на контроле'],
  disabled: ['Принять'],
  press: [['Комментарий директора', (args) => args.onOpen, 'directorComment']],
});

/** The director before approval: the comment is disabled (01 §4). */
export const DirectorOnCheck = view.variant({
  role: 'director',
  disabled: ['Комментарий директора'],
  enabled: ['Принять'],
});

const approve = actionStories<DossierViewModalProps>({
  press: async () => userEvent.click(await view.button('Принять')),
  call: (answer) => override('put', '/api/v1/intelligence/{id}/approve', answer),
  callback: (args) => args.onChanged,
  pending: () =>
    waitFor(async () => expect(await view.button('Вернуть на доработку')).toBeDisabled()),
});

/** Approving: pending, the others disabled. */
export const ApprovePending = approve.pending;
/** 403 on approve. */
export const ApproveForbidden = approve.failing(403, 'У вас нет доступа к этой функции');
/** 409 on approve. */
export const ApproveConflict = approve.failing(
  409,
  'Нельзя принять досье: текущий статус «Принят»',
);
/** 500 on approve. */
export const ApproveServerError = approve.failing(500, 'Внутренняя ошибка сервера');
