/** The demo accounts' part of the mock's store for the screen tests (vitest, msw/node). */
import type { Store } from '@fbi/mocks/node';

/**
 * Trims the seeded store to the demo accounts' members (one per role) and their exam and test
 * rows: enough for every table, and faster in jsdom. An `arrange` of `setupMockApi`.
 */
export function keepDemoMembers({ data }: Store): void {
  data.members = data.members.filter((m) => data.accounts.some((a) => a.memberId === m.id));
  const nicks = new Set(data.members.map((m) => m.nick));
  data.exams = data.exams.filter((e) => nicks.has(e.nick));
  data.agentTests = data.agentTests.filter((t) => nicks.has(t.nick));
}

/** The nick of the demo account `username` in the store's `data`. */
export function nickOfAccount(data: Store['data'], username: string): string {
  const account = data.accounts.find((a) => a.username === username);
  const member = data.members.find((m) => m.id === account?.memberId);
  if (!member) throw new Error(`no member for ${username}`);
  return member.nick;
}
