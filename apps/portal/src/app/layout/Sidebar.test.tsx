import { PROTOCOLS_TEXT as T, sidebarGroups, USER_ROLE } from '@fbi/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { SidebarGroups } from './Sidebar.tsx';

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
});
