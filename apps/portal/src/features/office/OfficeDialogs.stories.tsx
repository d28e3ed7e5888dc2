import { OFFICE_TEXT as T } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { OfficeDialogs } from './OfficeDialogs.tsx';
import { sampleOfficeRequest } from './fixtures.ts';

const WITHDRAW = '/api/v1/office/{id}/level/delete';
const approved = sampleOfficeRequest({
  status: 'APPROVED',
  level: 'Служебный',
  approver: 'Anna_Smirnova',
});

/** The confirmation that withdraws an approved request's level (02 §2.6, §4, §7 level delete). */
const meta = {
  title: 'Portal/Office/OfficeDialogs',
  component: OfficeDialogs,
  args: { dialog: { step: 'withdraw', request: approved }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the level-delete call is sent and the view returns with the request on check. */
export const WithdrawConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', WITHDRAW, () => ({ ...approved, status: 'ON_CHECK', level: null })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(T.withdrawTitle, 'alertdialog');
    await expect(dialog.getByText(T.confirmWithdraw(approved.author))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.withdrawLevel }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        step: 'view',
        request: expect.objectContaining({ status: 'ON_CHECK', level: null }),
      }),
    );
  },
};

/** While withdrawing. */
export const WithdrawPending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', WITHDRAW, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog(T.withdrawTitle, 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: T.withdrawLevel }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

/** 409 (no longer approved): the message shows and the confirmation stays. */
export const WithdrawConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('put', WITHDRAW, () =>
        errorAnswer(409, 'Нельзя отозвать уровень допуска: текущий статус «Отклонен»'),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await findDialog(T.withdrawTitle, 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: T.withdrawLevel }));
    await expectToast('Нельзя отозвать уровень допуска: текущий статус «Отклонен»');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
