/**
 * Issue 23 "Every report behind the right door", the portal's side: for every demo account (28
 * roles, the trainee of rank Дежурный, `user`) the view modals of agent and IB reports offer
 * 'Посмотреть отчёт' exactly where canOpenReport says, the predicate the mock's report routes
 * answer by (mocks/src/tests/reports.test.ts walks the mock); where it is offered, the mock
 * serves it to that account with the session's token.
 */
import { canOpenReport, mapServerRoles, RAPORTS_TEXT as T, ROLES } from '@fbi/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { clearSession } from '../../shared/sessionStorage.ts';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import { setupUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { RaportViewModal } from './RaportViewModal.tsx';

const mock = setupMockApi();
const data = () => mock.server.store.data;
const ACCOUNTS = [...ROLES, 'trainee_duty', 'user'] as const;

/** The client roles of a demo account ('user' has none beyond the default). */
function rolesOf(username: (typeof ACCOUNTS)[number]) {
  if (username === 'user') return ['user' as const];
  const account = data().accounts.find((a) => a.username === username);
  const member = data().members.find((m) => m.id === account?.memberId);
  return mapServerRoles(member?.roles);
}

describe.each<[InvestigativeKind, 'raport' | 'ibReport']>([
  ['agent', 'raport'],
  ['ib', 'ibReport'],
])('%s report view modal', (kind, door) => {
  it('offers the report exactly to the roles the mock serves it to', async () => {
    const user = setupUser();
    const raport = (kind === 'agent' ? data().raports : data().ibReports)[0];
    if (!raport) throw new Error('no seeded report');
    const wrong: string[] = [];
    for (const username of ACCOUNTS) {
      clearSession();
      await mock.renderAs(
        username,
        <RaportViewModal
          kind={kind}
          raport={raport}
          onClose={vi.fn()}
          onEdit={vi.fn()}
          onRework={vi.fn()}
        />,
      );
      const dialog = within(await screen.findByRole('dialog'));
      const button = dialog.queryByRole('button', { name: T.viewReport });
      const offered = canOpenReport(door, rolesOf(username));
      if (!!button !== offered) wrong.push(`${username}: button ${button ? 'shown' : 'hidden'}`);
      if (button) {
        const tab = fakeTab();
        await user.click(button);
        await waitFor(() => expect(tab.written).toContain('<!doctype html>'));
        const [sent] = mock.requests.to(
          `/api/v1/${kind === 'agent' ? 'report' : 'ib-report'}/${raport.id}/report`,
        );
        if (!sent?.headers.get('authorization')) wrong.push(`${username}: sent without a token`);
        vi.restoreAllMocks();
      }
      mock.requests.clear();
      cleanup();
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
