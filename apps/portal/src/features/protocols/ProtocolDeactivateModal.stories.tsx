import { PROTOCOL_LABELS, PROTOCOLS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import ProtocolDeactivateModal from './ProtocolDeactivateModal.tsx';

const ACTIVE = '/api/v1/protocol/active';
const DEACTIVATE = '/api/v1/protocol/deactivate';
const TITLE = 'Отменить протокол';
const SUBMIT = new RegExp(T.deactivateSubmit);
const omega = {
  id: 1,
  type: 'OMEGA',
  active: true,
  activatedBy: 'Anna_Smirnova',
  activatedAt: '2026-11-20T10:00:00.000Z',
  deactivatedBy: null,
  deactivatedAt: null,
};

/** The deactivation confirmation (02 §2.10: 'Вы уверены, что хотите отменить протокол?'). */
const meta = {
  title: 'Portal/Protocols/ProtocolDeactivateModal',
  component: ProtocolDeactivateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(override('get', ACTIVE, () => omega));
  },
} satisfies Meta<typeof ProtocolDeactivateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async () => {
  const dialog = await findDialog(TITLE, 'alertdialog');
  await userEvent.click(dialog.getByRole('button', { name: SUBMIT }));
  return dialog;
};

/** The question and the active protocol's name. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE, 'alertdialog');
    await expect(dialog.getByText(UI_TEXT.confirmDeactivateProtocol)).toBeVisible();
    await expect(await dialog.findByText(`${T.active}: ${PROTOCOL_LABELS.OMEGA}`)).toBeVisible();
  },
};

/** No protocol known to be active: only the question. */
export const NoneActive: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(
        'get',
        ACTIVE,
        () => new Response('null', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  },
  play: async () => {
    const dialog = await findDialog(TITLE, 'alertdialog');
    await expect(dialog.getByText(UI_TEXT.confirmDeactivateProtocol)).toBeVisible();
  },
};

/** Confirmed: sent, the modal closes. */
export const Confirmed: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DEACTIVATE, () => ({ ...omega, active: false })));
  },
  play: async ({ args }) => {
    await confirm();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is sent: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DEACTIVATE, neverAnswer));
  },
  play: async () => {
    const dialog = await confirm();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: UI_TEXT.cancel })).toBeDisabled(),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', DEACTIVATE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await confirm();
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: not a protocol role. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: no protocol is active. */
export const Conflict = failing(409, 'Нет активного протокола');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
