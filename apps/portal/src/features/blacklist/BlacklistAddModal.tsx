import {
  BLACKLIST_DAYS_MAX,
  BLACKLIST_DAYS_MIN,
  BLACKLIST_TEXT as T,
  formatDays,
  MODAL_TITLES,
  validateBlacklist,
} from '@fbi/domain';
import { FormModal, Select, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
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

/**
 * The blacklist add form from the sidebar (02 §2.4, §5 Blacklist, §7): nick (First_Last), the
 * reason (violated articles) and a period of 1–7 days, sent as an integer `daysCount`. The first
 * failing rule shows in the toast and under its field and nothing is sent.
 */
export default function BlacklistAddModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('blacklist-create', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof BlacklistValues>(() => validateBlacklist(values));
  const add = useApiMutation({
    mutationFn: addBlacklistEntry,
    invalidates: [queryRoots.blacklist],
    done: (_answer, sent) => ({
      text: T.done.added(sent.nick, sent.daysCount),
      href: '/blacklist',
    }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof BlacklistValues>(key: K, value: BlacklistValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateBlacklist(values))) return;
    add.mutate({
      nick: values.nick.trim(),
      reason: values.reason.trim(),
      daysCount: Number(values.daysCount),
    });
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.blacklist}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.add}
      isPending={add.isPending}
    >
      <TextField
        label={T.nick}
        isRequired
        value={values.nick}
        onChange={(v) => set('nick', v)}
        {...issue.fieldProps('nick')}
      />
      <TextField
        label={T.reason}
        placeholder={T.reasonPlaceholder}
        isRequired
        value={values.reason}
        onChange={(v) => set('reason', v)}
        {...issue.fieldProps('reason')}
      />
      <Select
        label={T.period}
        isRequired
        items={PERIOD_ITEMS}
        selectedKey={values.daysCount}
        onSelectionChange={(v) => set('daysCount', v)}
        {...issue.fieldProps('daysCount')}
      />
    </FormModal>
  );
}
