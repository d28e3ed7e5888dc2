import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../shared/sessionStorage.ts';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { DeleteAgentModal } from './DeleteAgentModal.tsx';
import type { AgentStepProps } from './roster.ts';
import { sampleMember } from './fixtures.ts';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';

/** Dismissing an agent (01 §5 Delete agent): reason required, nobody deletes themselves. */
const meta = {
  title: 'Portal/Team/DeleteAgentModal',
  component: DeleteAgentModal,
  args: { member: sampleMember(), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof DeleteAgentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Удаление агента Pavel_Orlov';
const REASON = 'По собственному желанию';

const typeReasonAndSubmit = async (reason: string) => {
  const dialog = await findDialog(/^Удаление агента/);
  if (reason) await fillText(dialog.getByRole('textbox', { name: /^Причина удаления/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
  return dialog;
};

/** The empty form. */
export const Empty: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** A reason typed in, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await fillText(dialog.getByRole('textbox', { name: /^Причина удаления/ }), REASON);
  },
};

/** No reason: 'Причина удаления агента не указана'. */
export const InvalidNoReason: Story = {
  play: async () => {
    await typeReasonAndSubmit('');
    await expectToast(MESSAGES.deleteReasonEmpty);
  },
};

/** The agent is the caller: 'Нельзя удалить себя'; the reason stays typed. */
export const InvalidSelf: Story = {
  render: (args) => (
    <DeleteAgentModal
      {...args}
      member={sampleMember({ nick: getSession().nick ?? 'Ivan_Petrov' })}
    />
  ),
  play: async () => {
    const dialog = await typeReasonAndSubmit('Проверка');
    await expectToast('Нельзя удалить себя');
    await expect(dialog.getByRole('textbox', { name: /^Причина удаления/ })).toHaveValue(
      'Проверка',
    );
  },
};

const reason = async () =>
  (await findDialog(TITLE)).getByRole('textbox', { name: /^Причина удаления/ });
const deletion = actionStories<AgentStepProps>({
  press: () => typeReasonAndSubmit(REASON),
  call: (answer) => override('delete', '/api/v1/team/delete', answer),
  answer: () => new Response(null, { status: 204 }),
  callback: (args) => args.onDone,
  pending: async () => {
    const dialog = await findDialog(TITLE);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Удалить/ })).toHaveAttribute('data-pending'),
    );
  },
  kept: async () => expect(await reason()).toHaveValue(REASON),
});

/** Sent: the call succeeds and `onDone` runs. */
export const Deleted = deletion.done;
/** Waiting for the server. */
export const Pending = deletion.pending;
/** The server refuses: its message in the toast, the form stays open and filled. */
export const ServerError = deletion.failing(403, 'У вас нет доступа к этой функции');
