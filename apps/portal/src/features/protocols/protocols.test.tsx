import { MESSAGES, PROTOCOL_LABELS, PROTOCOLS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, setupUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { ActiveProtocolNotice } from './ActiveProtocolNotice.tsx';
import ProtocolActivateModal from './ProtocolActivateModal.tsx';
import ProtocolDeactivateModal from './ProtocolDeactivateModal.tsx';
import { activeProtocol } from '../../shared/testing/protocols.ts';

const mock = setupMockApi();
const activeType = () => mock.server.store.data.protocols.find((p) => p.active)?.type;

describe('protocols (02 §2.10)', () => {
  it('activation needs a protocol; the chosen one is sent as ?type= and shown as active', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs(
      'head_cid',
      <>
        <ActiveProtocolNotice />
        <ProtocolActivateModal onClose={onClose} title="Активировать протокол" />
      </>,
    );
    expect(await screen.findByText(T.noneActive)).toBeInTheDocument();
    const el = await screen.findByRole('dialog', { name: 'Активировать протокол' });
    const dialog = within(el);
    await user.click(dialog.getByRole('button', { name: T.activateSubmit }));
    expect(await dialog.findByText(MESSAGES.protocolEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/protocol/add')).toHaveLength(0);

    await chooseOption(user, T.protocol, PROTOCOL_LABELS.DELTA, el);
    await user.click(dialog.getByRole('button', { name: T.activateSubmit }));
    await findSuccessToast(T.done.activated('DELTA'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/protocol/add', 'POST')[0]?.query.get('type')).toBe('DELTA');
    expect(activeType()).toBe('DELTA');
    // The sidebar line (a status) names it; the modal stays rendered here, its select too.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status', { hidden: true })
          .some((s) => s.textContent?.includes(PROTOCOL_LABELS.DELTA)),
      ).toBe(true),
    );
  });

  it('activating over an active protocol: the 409 names it in Russian, not by its code', async () => {
    mock.server.store.data.protocols.push(activeProtocol(99_003, 'ALPHA'));
    const user = setupUser();
    await mock.renderAs(
      'director',
      <ProtocolActivateModal onClose={() => undefined} title="Активировать протокол" />,
    );
    const el = await screen.findByRole('dialog', { name: 'Активировать протокол' });
    await chooseOption(user, T.protocol, PROTOCOL_LABELS.DELTA, el);
    await user.click(within(el).getByRole('button', { name: T.activateSubmit }));
    const toast = await screen.findByText(T.alreadyActive('ALPHA'));
    expect(toast).toHaveTextContent(PROTOCOL_LABELS.ALPHA);
    expect(toast).not.toHaveTextContent('ALPHA');
  });

  it('deactivation asks for confirmation and clears the active protocol', async () => {
    mock.server.store.data.protocols.push(activeProtocol(99_001, 'OMEGA'));
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs(
      'director',
      <>
        <ActiveProtocolNotice />
        <ProtocolDeactivateModal onClose={onClose} title="Отменить протокол" />
      </>,
    );
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Отменить протокол' }));
    expect(confirm.getByText(UI_TEXT.confirmDeactivateProtocol)).toBeInTheDocument();
    expect(await confirm.findByText(`${T.active}: ${PROTOCOL_LABELS.OMEGA}`)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: T.deactivateSubmit }));
    await findSuccessToast(T.done.deactivated('OMEGA'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/protocol/deactivate', 'PUT')).toHaveLength(1);
    expect(activeType()).toBeUndefined();
    expect(await screen.findByText(T.noneActive)).toBeInTheDocument();
  });

  it('a visitor with only the role user sees no protocol line and sends nothing', async () => {
    await mock.renderAs('user', <ActiveProtocolNotice />);
    await new Promise((r) => setTimeout(r, 50));
    expect(mock.requests.to('/api/v1/protocol/active')).toHaveLength(0);
  });
});
