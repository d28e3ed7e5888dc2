/** Paging through a registry's table in the screen tests (10 rows a page, 02 §9, 03 §9). */
import { PAGE_SIZE } from '@fbi/domain';
import { screen } from '@testing-library/react';
import type { TestUser } from './interactions.ts';

/** Records as a whole list answers them: newest first (the mock's `newestFirst`). */
export function newestFirst<T extends { createdAt: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Presses «Следующая/Предыдущая страница» from the shown page to the one holding the row at
 * `index` of the whole list.
 */
export async function showPageOf(user: TestUser, index: number): Promise<void> {
  const target = Math.floor(index / PAGE_SIZE) + 1;
  const current = Number(screen.queryByRole('button', { current: 'page' })?.textContent ?? '1');
  const step = target > current ? 'Следующая страница' : 'Предыдущая страница';
  for (let i = 0; i < Math.abs(target - current); i += 1)
    await user.click(screen.getByRole('button', { name: step }));
}
