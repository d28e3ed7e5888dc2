import { MODAL_TITLES, PROTOCOLS_TEXT as T, sidebarGroups, USER_ROLE } from '@fbi/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { SidebarGroups } from './Sidebar.tsx';
import { activeProtocol } from '../../shared/testing/protocols.ts';

// Files share a worker's modules (isolate: false): drop those an earlier file imported, so the
// mocks below apply (vitest's vi.mock docs: vi.resetModules in vi.hoisted).
vi.hoisted(() => vi.resetModules());
const noticeLoaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../features/protocols/ActiveProtocolNotice.tsx', async (importOriginal) => {
  noticeLoaded.count += 1;
  return importOriginal();
});

const mock = setupMockApi();

describe('the sidebar’s active-protocol line', () => {
  it('is not even loaded for a visitor, and nothing about protocols is asked', async () => {
    await mock.renderAs('user', <SidebarGroups />);
    const firstGroup = sidebarGroups([USER_ROLE], undefined)[0];
    expect(await screen.findByRole('heading', { name: firstGroup?.title })).toBeInTheDocument();
    expect(noticeLoaded.count).toBe(0);
    expect(mock.requests.all.filter((r) => r.path.includes('protocol'))).toHaveLength(0);
  });

  it('shows the protocol roles that none is active', async () => {
    await mock.renderAs('head_cid', <SidebarGroups />);
    expect(await screen.findByText(T.noneActive)).toBeInTheDocument();
    expect(noticeLoaded.count).toBe(1);
  });

  it('offers only the protocol entry that applies: activation while none is active', async () => {
    await mock.renderAs('head_cid', <SidebarGroups />);
    expect(await screen.findByText(T.noneActive)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `+ ${MODAL_TITLES.protocolDeactivate}` }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: `+ ${MODAL_TITLES.protocolActivate}` }),
    ).toBeInTheDocument();
  });

  it('offers only the protocol entry that applies: cancelling while one is active', async () => {
    mock.server.store.data.protocols.push(activeProtocol(99_002, 'BRAVO'));
    await mock.renderAs('director', <SidebarGroups />);
    expect(await screen.findByRole('status')).toHaveTextContent(T.active);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `+ ${MODAL_TITLES.protocolActivate}` }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: `+ ${MODAL_TITLES.protocolDeactivate}` }),
    ).toBeInTheDocument();
  });
});
