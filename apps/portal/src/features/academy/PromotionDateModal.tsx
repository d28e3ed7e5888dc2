import { ACADEMY_TEXT as T, formatDate, UI_TEXT } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { academyAgentsQueryOptions, examsQueryOptions, updatePromotionDate } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

export interface PromotionDateModalProps extends RowStepProps {
  nick: string;
}

/** The form: the date, none when the agent has none yet. */
interface DateValues {
  nextPromotionDate: string | null;
}

const FIELDS: readonly FormField<DateValues>[] = [
  { key: 'nextPromotionDate', label: T.nextPromotionDate, kind: 'date' },
];

/**
 * The next-promotion-date modal of /academy (03 §2, §6 exam editors, §7): one date field (the
 * current date filled in, once the exams and the roster have answered); an empty date is refused
 * unsent (message ours); sends `PUT /team/update-promotion-date` with {nick, nextPromotionDate}.
 */
export function PromotionDateModal({ nick, onCancel, onDone }: PromotionDateModalProps) {
  const exams = useQuery(examsQueryOptions());
  const roster = useQuery(academyAgentsQueryOptions());
  // The field starts from the loaded date: the form opens once the exams may have given it.
  if (exams.isPending || roster.isPending) return null;
  // An agent whose rank has no condition has no exam row: the roster has the date.
  const current =
    (exams.data?.exams.find((e) => e.nick === nick) ?? roster.data?.find((a) => a.nick === nick))
      ?.nextPromotionDate ?? null;
  return (
    <RecordFormModal
      title={T.promotionDateTitle(nick)}
      submitLabel={UI_TEXT.change}
      size="sm"
      fields={FIELDS}
      draftKey={`academy-promotion-date:${nick}`}
      initial={{ nextPromotionDate: current }}
      validate={({ nextPromotionDate }) =>
        nextPromotionDate ? null : { field: 'nextPromotionDate', message: T.promotionDateEmpty }
      }
      // The check above has required the date.
      bodyOf={(v) => ({ nick, nextPromotionDate: v.nextPromotionDate ?? '' })}
      save={updatePromotionDate}
      invalidates={[queryRoots.academyExams, queryRoots.team]}
      done={(_answer, sent) => ({
        text: T.done.promotionDate(sent.nick, formatDate(sent.nextPromotionDate)),
      })}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
