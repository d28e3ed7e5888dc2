import {
  addDraftOption,
  removeDraftOption,
  setDraftFreeText,
  TESTS_TEXT as T,
  TEST_MIN_OPTIONS,
  type DraftQuestion,
  type TestQuestionInput,
} from '@fbi/domain';
import { Button, IconButton, RadioGroup, Switch, TextField } from '@fbi/ui';
import * as styles from './tests.css.ts';

/** A field of one question that a failed check can mark. */
export type QuestionField = keyof TestQuestionInput;

export interface QuestionEditorProps {
  /** Zero-based position; shown from 1. */
  index: number;
  question: DraftQuestion;
  /** Called with the changed question and the field that changed. */
  onChange: (question: DraftQuestion, field: QuestionField) => void;
  /** Removes the question (disabled when it is the last one). */
  onRemove?: () => void;
  fieldProps: (field: QuestionField) => { isInvalid: boolean; errorMessage: string | undefined };
}

/**
 * One question of the test creation modal (03 §2, §5): its text, the free-text switch (on: the
 * correct index becomes -1; off: at least two options come back with index 0), and for a closed
 * question its options (at least two kept; removing the option that held the correct index resets
 * it to 0) and the correct one. The index rules are `packages/domain/src/testEditor.ts`.
 */
export function QuestionEditor({
  index,
  question,
  onChange,
  onRemove,
  fieldProps,
}: QuestionEditorProps) {
  const n = index + 1;
  const options = fieldProps('options');
  // The options' message goes under the first empty option (the rule that failed).
  const firstEmpty = question.options.findIndex((o) => o.trim() === '');
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{T.question(n)}</legend>
      <TextField
        label={T.questionText}
        isRequired
        value={question.title}
        onChange={(title) => onChange({ ...question, title }, 'title')}
        {...fieldProps('title')}
      />
      <Switch
        isSelected={question.isFreeText}
        onChange={(on) => onChange(setDraftFreeText(question, on), 'isFreeText')}
      >
        {T.freeText}
      </Switch>
      {question.isFreeText ? (
        <p className={styles.muted}>{T.freeTextNote}</p>
      ) : (
        <>
          <ol className={styles.list} aria-label={`${T.options}, ${T.question(n)}`}>
            {question.options.map((text, k) => (
              <li key={k} className={styles.optionRow}>
                <TextField
                  label={T.option(k + 1)}
                  isRequired
                  value={text}
                  onChange={(value) =>
                    onChange(
                      {
                        ...question,
                        options: question.options.map((o, j) => (j === k ? value : o)),
                      },
                      'options',
                    )
                  }
                  isInvalid={options.isInvalid && text.trim() === ''}
                  errorMessage={k === firstEmpty ? options.errorMessage : undefined}
                />
                {/* An icon with the full name for screen readers: the long text took a row's width. */}
                <IconButton
                  aria-label={T.removeOption(n, k + 1)}
                  isDisabled={question.options.length <= TEST_MIN_OPTIONS}
                  onPress={() => onChange(removeDraftOption(question, k), 'options')}
                >
                  <span aria-hidden="true">✕</span>
                </IconButton>
              </li>
            ))}
          </ol>
          <div>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => onChange(addDraftOption(question), 'options')}
            >
              {T.addOption}
            </Button>
          </div>
          <RadioGroup
            label={`${T.correctOption}, ${T.question(n).toLowerCase()}`}
            orientation="horizontal"
            items={question.options.map((text, k) => ({
              id: String(k),
              label: text.trim() || T.option(k + 1),
            }))}
            value={String(question.correctOptionIndex)}
            onChange={(k) =>
              onChange({ ...question, correctOptionIndex: Number(k) }, 'correctOptionIndex')
            }
            {...fieldProps('correctOptionIndex')}
          />
        </>
      )}
      {onRemove && (
        <div>
          <IconButton aria-label={T.removeQuestion(n)} onPress={onRemove}>
            <span aria-hidden="true">✕</span>
          </IconButton>
        </div>
      )}
    </fieldset>
  );
}
