import { ACADEMY_TEXT as T, formatDate, UI_TEXT, type ValidationResult } from '@fbi/domain';
import { DateField, FormModal } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { academyAgentsQueryOptions, examsQueryOptions, updatePromotionDate } from './api.ts';

export interface PromotionDateModalProps {
  nick: string;
  /** Back to the agent's exam modal. */
  onCancel: () => void;
  /** After the date was saved (the tables refresh in place). */
  onSaved: () => void;
}

/**
 * The next-promotion-date modal of /academy (03 §2, §6 exam editors, §7): one date field (the
 * current date filled in); an empty date is refused unsent (message ours); sends `PUT
 * /team/update-promotion-date` with {nick, nextPromotionDate}.
 */
export function PromotionDateModal({ nick, onCancel, onSaved }: PromotionDateModalProps) {
  const exams = useQuery(examsQueryOptions());
  const roster = useQuery(academyAgentsQueryOptions());
  // An agent whose rank has no condition has no exam row: the roster has the date.
  const current =
    (exams.data?.exams.find((e) => e.nick === nick) ?? roster.data?.find((a) => a.nick === nick))
      ?.nextPromotionDate ?? null;
  // Untouched, the field follows the loaded date (the exams may arrive after the modal opens).
  const draft = useFormDraft(`academy-promotion-date:${nick}`, {
    touched: false,
    nextPromotionDate: null as string | null,
  });
  const date = draft.values.touched ? draft.values.nextPromotionDate : current;
  const validate = (): ValidationResult<'nextPromotionDate'> =>
    date ? null : { field: 'nextPromotionDate', message: T.promotionDateEmpty };
  const issue = useFieldIssue<'nextPromotionDate'>(validate);
  const save = useApiMutation({
    mutationFn: updatePromotionDate,
    invalidates: [queryRoots.academyExams, queryRoots.team],
    done: (_answer, sent) => ({
      text: T.done.promotionDate(sent.nick, formatDate(sent.nextPromotionDate)),
    }),
    onSuccess: () => {
      draft.clear();
      onSaved();
    },
  });

  const submit = () => {
    if (issue.check(validate()) && date) save.mutate({ nick, nextPromotionDate: date });
  };

  return (
    <FormModal
      title={T.promotionDateTitle(nick)}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.change}
      isPending={save.isPending}
      size="sm"
    >
      <DateField
        label={T.nextPromotionDate}
        isRequired
        value={date}
        onChange={(nextPromotionDate) => {
          draft.setValues({ touched: true, nextPromotionDate });
          issue.clear('nextPromotionDate');
        }}
        {...issue.fieldProps('nextPromotionDate')}
      />
    </FormModal>
  );
}
