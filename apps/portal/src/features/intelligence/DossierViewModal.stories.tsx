import { statusLabel } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
} from '../../shared/testing/storyPlay.ts';
import { DossierViewModal } from './DossierViewModal.tsx';
import { sampleDossier } from './fixtures.ts';

const TITLE = 'Досье: Pavel_Orlov';
const APPROVE = '/api/v1/intelligence/{id}/approve';

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
type Story = StoryObj<typeof meta>;

const button = async (name: string) => (await findDialog(TITLE)).getByRole('button', { name });

/** The head of intelligence on a dossier under check: send back and approve; no edit, no director comment. */
export const HeadOnCheck: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(statusLabel('ibDossier', 'ON_HEAD_CHECK'))).toBeVisible();
    await expect(dialog.getByText('Нет комментария')).toBeVisible();
    await expect(await button('Принять')).toBeEnabled();
    await expect(await button('Вернуть на доработку')).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Комментарий директора' })).toBeNull();
  },
};

/** The secret agent on a dossier sent back: edit enabled, the comment shown, no review. */
export const SecretAgentNeedImprove: Story = {
  args: { dossier: sampleDossier({ status: 'NEED_IMPROVE', comment: 'Уточнить должность' }) },
  parameters: { session: { role: 'secret_intelligence_agent' } },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Уточнить должность')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Принять' })).toBeNull();
    await userEvent.click(await button('Редактировать'));
    await expect(args.onOpen).toHaveBeenCalledWith('edit');
  },
};

/** The director on an approved dossier: only the director's comment is enabled. */
export const DirectorApproved: Story = {
  args: { dossier: sampleDossier({ status: 'APPROVED', dirComment: 'Держать на контроле' }) },
  parameters: { session: { role: 'director' } },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Держать на контроле')).toBeVisible();
    await expectDisabledWithReason(await button('Принять'));
    await userEvent.click(await button('Комментарий директора'));
    await expect(args.onOpen).toHaveBeenCalledWith('directorComment');
  },
};

/** The director before approval: the comment is disabled (01 §4). */
export const DirectorOnCheck: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    await expectDisabledWithReason(await button('Комментарий директора'));
    await expect(await button('Принять')).toBeEnabled();
  },
};

/** Approving: pending, the others disabled. */
export const ApprovePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, neverAnswer));
  },
  play: async () => {
    await userEvent.click(await button('Принять'));
    await waitFor(async () => expect(await button('Вернуть на доработку')).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await userEvent.click(await button('Принять'));
    await expectToast(message);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
});

/** 403 on approve. */
export const ApproveForbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409 on approve. */
export const ApproveConflict = failing(409, 'Нельзя принять досье: текущий статус «Принят»');
/** 500 on approve. */
export const ApproveServerError = failing(500, 'Внутренняя ошибка сервера');
