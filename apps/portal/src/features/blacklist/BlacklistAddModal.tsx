import {
  BLACKLIST_DAYS_MAX,
  BLACKLIST_DAYS_MIN,
  BLACKLIST_TEXT as T,
  formatDays,
  validateBlacklist,
} from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addBlacklistEntry } from './api.ts';

/** The periods 1–7 days (02 §9), labelled with their plural ('1 день', '3 дня', '5 дней'). */
const PERIOD_ITEMS = Array.from(
  { length: BLACKLIST_DAYS_MAX - BLACKLIST_DAYS_MIN + 1 },
  (_, i) => BLACKLIST_DAYS_MIN + i,
).map((n) => ({ id: String(n), label: formatDays(n) }));

/** The add form while typing (02 §3 Blacklist entry). */
interface BlacklistValues {
  nick: string;
  reason: string;
  daysCount: string | null;
}

const EMPTY: BlacklistValues = { nick: '', reason: '', daysCount: null };

const FIELDS: readonly FormField<BlacklistValues>[] = [
  { key: 'nick', label: T.nick, kind: 'text' },
  { key: 'reason', label: T.reason, kind: 'text', placeholder: T.reasonPlaceholder },
  { key: 'daysCount', label: T.period, kind: 'select', items: PERIOD_ITEMS },
];

/**
 * The blacklist add form from the sidebar (02 §2.4, §5 Blacklist, §7): nick (First_Last), the
 * reason (violated articles) and a period of 1–7 days, sent as an integer `daysCount`. The first
 * failing rule shows in the toast and under its field and nothing is sent.
 */
export default sidebarForm({
  modal: 'blacklist',
  submitLabel: T.add,
  fields: FIELDS,
  draftKey: 'blacklist-create',
  initial: EMPTY,
  validate: validateBlacklist,
  bodyOf: (v) => ({
    nick: v.nick.trim(),
    reason: v.reason.trim(),
    daysCount: Number(v.daysCount),
  }),
  save: addBlacklistEntry,
  invalidates: [queryRoots.blacklist],
  done: (_answer, sent) => ({
    text: T.done.added(sent.nick, sent.daysCount),
    href: '/blacklist',
  }),
});
