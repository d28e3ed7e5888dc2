import { BLACKLIST_TEXT as T, can } from '@fbi/domain';
import { defineRegistry, lazyDialogs } from '../../shared/registry/registry.ts';
import { blacklistQueryOptions, type BlacklistEntry } from './api.ts';
import type { BlacklistDialog } from './BlacklistDialogs.tsx';
import { blacklistColumns } from './columns.tsx';

/**
 * The state blacklist, /blacklist (02 §2.4), for a caller who manages it or not: the whole list,
 * newest first, in pages of 10; rows do not open. deputy_director, director and
 * professional_standards_inspector (02 §6 `manageBlacklist`) get a Delete button per row, which
 * deletes after a confirmation; the add button goes to the roles of the sidebar's entry. Not
 * guarded: anyone sees the list (02 §2).
 */
export const blacklistRegistry = defineRegistry<BlacklistEntry, never, BlacklistDialog>({
  path: '/blacklist',
  total: T.total,
  list: { all: blacklistQueryOptions },
  columns: ({ roles }) => blacklistColumns(can('manageBlacklist', roles)),
  create: [{ modal: 'blacklist', permission: 'addBlacklist' }],
  Dialogs: lazyDialogs(() => import('./BlacklistDialogs.tsx'), 'BlacklistDialogs'),
});
