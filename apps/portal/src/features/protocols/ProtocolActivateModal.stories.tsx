import { MESSAGES, PROTOCOL_LABELS, PROTOCOLS_TEXT as T } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import ProtocolActivateModal from './ProtocolActivateModal.tsx';

const ADD = '/api/v1/protocol/add';
const TITLE = 'Активировать протокол';
const SUBMIT = new RegExp(T.activateSubmit);

/** Protocol activation from the sidebar (02 §2.10, §5 Protocol). */
const meta = {
  title: 'Portal/Protocols/ProtocolActivateModal',
  ...createModalMeta(ProtocolActivateModal, TITLE),
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof ProtocolActivateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const activate = async (label?: string) => {
  const dialog = await findDialog(TITLE);
  if (label) await chooseOption(T.protocol, label, dialog);
  await userEvent.click(dialog.getByRole('button', { name: SUBMIT }));
  return dialog;
};

/** Nothing chosen yet. */
export const Default: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** No protocol chosen: 'Выберите протокол', nothing sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    await activate();
    await expectToast(MESSAGES.protocolEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A protocol chosen and activated. */
export const Activated: Story = {
  play: async ({ args }) => {
    await activate(PROTOCOL_LABELS.BRAVO);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is sent. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await activate(PROTOCOL_LABELS.BRAVO);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: SUBMIT })).toHaveAttribute('data-pending'),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await activate(PROTOCOL_LABELS.BRAVO);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: not a protocol role. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: another protocol is active. */
export const Conflict = failing(409, T.alreadyActive('ALPHA'));
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
