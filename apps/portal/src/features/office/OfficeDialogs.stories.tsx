import { OFFICE_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories, withSteps } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeDialogs, type OfficeDialog } from './OfficeDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type OfficeDialogsProps = RowDialogsProps<OfficeDialog>;

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

const view = recordViewStories<OfficeDialogsProps>(T.withdrawTitle, 'alertdialog');
const withdraw = actionStories<OfficeDialogsProps>({
  press: async () => userEvent.click(await view.button(T.withdrawLevel)),
  call: (answer) => override('put', '/api/v1/office/{id}/level/delete', answer),
  answer: () => ({ ...approved, status: 'ON_CHECK', level: null }),
  callback: (args) => args.onChange,
  calledWith: [
    {
      step: 'view',
      request: expect.objectContaining({ status: 'ON_CHECK', level: null }),
    },
  ],
  pending: () => waitFor(async () => expect(await view.button('Отмена')).toBeDisabled()),
});

/** Confirmed: the level-delete call is sent and the view returns with the request on check. */
export const WithdrawConfirm = withSteps(withdraw.done, {
  before: async () =>
    expect((await view.dialog()).getByText(T.confirmWithdraw(approved.author))).toBeVisible(),
});
/** While withdrawing. */
export const WithdrawPending = withdraw.pending;
/** 409 (no longer approved): the message shows and the confirmation stays. */
export const WithdrawConflict = withdraw.failing(
  409,
  'Нельзя отозвать уровень допуска: текущий статус «Отклонен»',
);
