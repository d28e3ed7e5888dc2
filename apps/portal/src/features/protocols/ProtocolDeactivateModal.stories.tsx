import { PROTOCOL_LABELS, PROTOCOLS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories, answering } from '../../shared/testing/actionStories.ts';
import { activeProtocol } from '../../shared/testing/protocols.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import ProtocolDeactivateModal from './ProtocolDeactivateModal.tsx';

type ProtocolDeactivateModalProps = ComponentProps<typeof ProtocolDeactivateModal>;

const ACTIVE = '/api/v1/protocol/active';
const TITLE = 'Отменить протокол';
const SUBMIT = new RegExp(T.deactivateSubmit);
const omega = activeProtocol(1, 'OMEGA');

/** The deactivation confirmation (02 §2.10: 'Вы уверены, что хотите отменить протокол?'). */
const meta = {
  title: 'Portal/Protocols/ProtocolDeactivateModal',
  component: ProtocolDeactivateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'director' } },
  ...answering(override('get', ACTIVE, () => omega)),
} satisfies Meta<typeof ProtocolDeactivateModal>;

export default meta;

const view = recordViewStories<ProtocolDeactivateModalProps>(TITLE, 'alertdialog');
const deactivate = actionStories<ProtocolDeactivateModalProps>({
  press: async () => userEvent.click(await view.button(SUBMIT)),
  call: (answer) => override('put', '/api/v1/protocol/deactivate', answer),
  answer: () => ({ ...omega, active: false }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await view.button(UI_TEXT.cancel)).toBeDisabled()),
});

/** The question and the active protocol's name. */
export const Default = view.variant({
  shows: [UI_TEXT.confirmDeactivateProtocol],
  then: async (_args, dialog) =>
    expect(await dialog.findByText(`${T.active}: ${PROTOCOL_LABELS.OMEGA}`)).toBeVisible(),
});

/** No protocol known to be active: only the question. */
export const NoneActive: typeof Default = {
  ...answering(
    override(
      'get',
      ACTIVE,
      () => new Response('null', { headers: { 'Content-Type': 'application/json' } }),
    ),
  ),
  play: view.variant({ shows: [UI_TEXT.confirmDeactivateProtocol] }).play,
};

/** Confirmed: sent, the modal closes. */
export const Confirmed = deactivate.done;
/** While it is sent: Cancel disabled. */
export const Pending = deactivate.pending;
/** 403: not a protocol role. */
export const Forbidden = deactivate.failing(403, 'У вас нет доступа к этой функции');
/** 409: no protocol is active. */
export const Conflict = deactivate.failing(409, 'Нет активного протокола');
/** 500. */
export const ServerError = deactivate.failing(500, 'Внутренняя ошибка сервера');
