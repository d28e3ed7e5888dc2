import { MESSAGES } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { getSession } from '../../shared/sessionStorage.ts';
import { DeleteAgentModal } from './DeleteAgentModal.tsx';
import { sampleMember } from './fixtures.ts';
import { expectToast, fillText, findDialog, settle } from './storyPlay.ts';

/** Dismissing an agent (01 §5 Delete agent): reason required, nobody deletes themselves. */
const meta = {
  title: 'Portal/Team/DeleteAgentModal',
  component: DeleteAgentModal,
  args: { member: sampleMember(), onCancel: fn(), onDeleted: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof DeleteAgentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Удаление агента Pavel_Orlov';

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
    await fillText(
      dialog.getByRole('textbox', { name: /^Причина удаления/ }),
      'По собственному желанию',
    );
  },
};

/** Sent: the call succeeds and `onDeleted` runs. */
export const Deleted: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/api/v1/team/delete', () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ args }) => {
    await typeReasonAndSubmit('По собственному желанию');
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    settle();
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

/** Waiting for the server. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/api/v1/team/delete', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async () => {
    const dialog = await typeReasonAndSubmit('По собственному желанию');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Удалить/ })).toHaveAttribute('data-pending'),
    );
  },
};

/** The server refuses: its message in the toast, the form stays open and filled. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/api/v1/team/delete', () =>
        HttpResponse.json(
          { type: 'FORBIDDEN', message: 'У вас нет доступа к этой функции' },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await typeReasonAndSubmit('По собственному желанию');
    await expectToast('У вас нет доступа к этой функции');
    await expect(dialog.getByRole('textbox', { name: /^Причина удаления/ })).toHaveValue(
      'По собственному желанию',
    );
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
