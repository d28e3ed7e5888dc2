import {
  ACADEMY_TEXT as T,
  canTake,
  examValueToSend,
  statusLabel,
  statusTone,
  type AcademyRank,
} from '@fbi/domain';
import { Button, Cluster, FormModal, Select, StatusBadge } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import * as styles from './academy.css.ts';
import {
  activeTemplateQueryOptions,
  examsQueryOptions,
  reopenExamTest,
  updateExams,
  type AcademyExam,
} from './api.ts';
import {
  agentsOfRank,
  conditionsOfRank,
  examChoiceOf,
  examChoices,
  examTableText,
} from './examRows.ts';

export interface ExamEditModalProps {
  nick: string;
  rank: AcademyRank;
  onClose: () => void;
  /** Opens the next-promotion-date modal of this agent. */
  onChangeDate: () => void;
}

/**
 * An agent's exam edit modal (03 §2 /academy, §6 exam editors, §7): one choice per non-test
 * condition (LOGICAL 'Сдал' / 'Не сдал', OPTION its category's values, each with 'Не
 * определено'), sent as a map from exam id to value with 'Не определено' sent empty; a test row
 * shows 'Открыт' / 'Закрыт' and its result, and a closed one can be reopened at once (`PUT
 * /tests/{id}/status`, from the exam test machine). 'Дата повышения' opens the date modal.
 */
export function ExamEditModal({ nick, rank, onClose, onChangeDate }: ExamEditModalProps) {
  const { roles } = useSession();
  const template = useQuery(activeTemplateQueryOptions());
  const exams = useQuery(examsQueryOptions());
  const agent = agentsOfRank(exams.data?.exams ?? [], rank).find((a) => a.nick === nick);
  const rows = conditionsOfRank(template.data?.conditions ?? [], rank)
    .map((c) => agent?.exams[c.name])
    .filter((e): e is AcademyExam => e !== undefined);
  const editable = rows.filter((e) => e.conditionType !== 'TEST');

  // Only edited values are kept; the rest show the row's current value.
  const draft = useFormDraft<Record<string, string>>(`academy-exams:${nick}`, {});
  const choiceOf = (exam: AcademyExam) => draft.values[String(exam.id)] ?? examChoiceOf(exam);
  const save = useApiMutation({
    mutationFn: updateExams,
    invalidates: [queryRoots.academyExams],
    // /academy has no record links: the agent's row shows the saved exams.
    done: () => ({ text: T.done.examsSaved(nick) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const reopen = useApiMutation({
    mutationFn: reopenExamTest,
    invalidates: [queryRoots.academyExams, queryRoots.agentTests],
    done: (_answer, examId) => {
      const exam = rows.find((e) => e.id === examId);
      return exam && { text: T.done.testReopened(nick, exam.conditionName) };
    },
  });

  const submit = () =>
    save.mutate(
      Object.fromEntries(editable.map((e) => [String(e.id), examValueToSend(choiceOf(e))])),
    );

  return (
    <FormModal
      title={T.examTitle(nick)}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.save}
      isSubmitDisabled={editable.length === 0}
      isPending={save.isPending}
      size="lg"
      footerStart={
        <Button variant="secondary" onPress={onChangeDate} isDisabled={save.isPending}>
          {T.changePromotionDate}
        </Button>
      }
    >
      {rows.length === 0 && <p className={styles.note}>{T.noConditions}</p>}
      <div className={styles.grid}>
        {rows.map((exam) =>
          exam.conditionType === 'TEST' ? (
            <fieldset key={exam.id} className={styles.block}>
              <legend className={styles.legend}>{exam.conditionName}</legend>
              <Cluster>
                <span>{T.testState}:</span>
                <StatusBadge
                  label={statusLabel('examTestState', exam.testState)}
                  tone={statusTone('examTestState', exam.testState)}
                />
              </Cluster>
              <span>
                {T.testResult}: {examTableText(exam)}
              </span>
              {canTake('examTestState', 'reopen', roles, exam.testState) && (
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={T.reopenTestFor(exam.conditionName)}
                    // Disabled rather than pending: the button goes once the test is open, and
                    // a pending button gone leaves react-aria's announcement pointing nowhere.
                    isDisabled={reopen.isPending}
                    onPress={() => reopen.mutate(exam.id)}
                  >
                    {T.reopenTest}
                  </Button>
                </div>
              )}
            </fieldset>
          ) : (
            <Select
              key={exam.id}
              label={exam.conditionName}
              items={examChoices(exam)}
              selectedKey={choiceOf(exam)}
              onSelectionChange={(choice) =>
                choice !== null && draft.setValues({ ...draft.values, [String(exam.id)]: choice })
              }
            />
          ),
        )}
      </div>
    </FormModal>
  );
}
