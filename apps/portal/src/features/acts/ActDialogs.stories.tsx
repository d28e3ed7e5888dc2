import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories, withSteps } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import { ActDialogs, type ActDialog } from './ActDialogs.tsx';
import { sampleAct } from './fixtures.ts';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type ActDialogsProps = RowDialogsProps<ActDialog>;

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

const view = recordViewStories<ActDialogsProps>('Удаление акта', 'alertdialog');
const deletion = actionStories<ActDialogsProps>({
  press: async () => userEvent.click(await view.button('Удалить')),
  call: (answer) => override('delete', '/api/v1/act/{id}/delete', answer),
  answer: () => new Response(null, { status: 204 }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await view.button('Отмена')).toBeDisabled()),
});

/** The delete confirmation of an EXECUTED act. */
export const DeleteConfirm = withSteps(deletion.done, {
  before: async () =>
    expect((await view.dialog()).getByText('Вы уверены, что хотите удалить акт?')).toBeVisible(),
});
/** While deleting. */
export const DeletePending = deletion.pending;
/** 403. */
export const DeleteForbidden = deletion.failing(403, 'У вас нет доступа к этой функции');
/** 409: only an EXECUTED act is deleted. */
export const DeleteConflict = deletion.failing(
  409,
  'Нельзя удалить акт: текущий статус «Ожидаем в игре»',
);
/** 500. */
export const DeleteServerError = deletion.failing(500, 'Внутренняя ошибка сервера');
