import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { ActDialogs } from './ActDialogs.tsx';
import { sampleAct } from './fixtures.ts';

const DELETE = '/api/v1/act/{id}/delete';
const executed = sampleAct({ status: 'EXECUTED', verdict: 'Понижение', type: 'Понижение' });

/** The dialogs of an act row (02 §2.1): the evidence links and the delete confirmation. */
const meta = {
  title: 'Portal/Acts/ActDialogs',
  component: ActDialogs,
  args: { dialog: { step: 'delete', act: executed }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof ActDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered evidence links, each opening in a new tab; Close returns to the view. */
export const EvidenceLinks: Story = {
  args: { dialog: { step: 'evidence', act: sampleAct() } },
  play: async ({ args }) => {
    const dialog = await findDialog('Доказательства нарушения: Ivan_Petrov');
    const links = dialog.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Закрыть' }).at(-1) as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ step: 'view' }));
  },
};

/** The delete confirmation of an EXECUTED act. */
export const DeleteConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => new Response(null, { status: 204 })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Удаление акта', 'alertdialog');
    await expect(dialog.getByText('Вы уверены, что хотите удалить акт?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While deleting. */
export const DeletePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog('Удаление акта', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Удаление акта', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const DeleteForbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: only an EXECUTED act is deleted. */
export const DeleteConflict = failing(409, 'Нельзя удалить акт: текущий статус «Ожидаем в игре»');
/** 500. */
export const DeleteServerError = failing(500, 'Внутренняя ошибка сервера');
