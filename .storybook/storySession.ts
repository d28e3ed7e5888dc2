import type { Role } from '@fbi/domain';
import { storeLogin, type LoginAnswer } from '../apps/portal/src/features/auth/storeLogin.ts';
import { clearSession } from '../apps/portal/src/shared/sessionStorage.ts';

/** The session a story runs as. */
export interface StorySession {
  /** A demo account: its username is the role name ('user' means not logged in). */
  role?: Role | 'trainee_duty';
}

/**
 * Logs in through the mock as the demo account of `role` (01 §7 login), so the story's calls
 * carry a real token of the seeded store; 'user' leaves the portal logged out.
 */
export async function loginForStory({ role = 'user' }: StorySession): Promise<void> {
  clearSession();
  if (role === 'user') return;
  const response = await fetch('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: role, password: 'password' }),
  });
  if (!response.ok) throw new Error(`Demo login as ${role} failed: ${response.status}`);
  storeLogin((await response.json()) as LoginAnswer);
}
