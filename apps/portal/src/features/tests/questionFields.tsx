import {
  addDraftOption,
  removeDraftOption,
  setDraftFreeText,
  TESTS_TEXT as T,
  TEST_MIN_OPTIONS,
  type DraftQuestion,
} from '@fbi/domain';
import { Button, IconButton, RadioGroup, Switch, TextField } from '@fbi/ui';
import type { FieldsForm, FormField } from '../../shared/form/FormFields.tsx';
import * as styles from './tests.css.ts';

const isClosed = (q: DraftQuestion) => !q.isFreeText;

/** The options of closed question `n` (from 1), the message under the first one left empty. */
function Options({ n, form }: { n: number; form: FieldsForm<DraftQuestion> }) {
  const { values: question, set } = form;
  const options = form.fieldProps('options');
  const firstEmpty = question.options.findIndex((o) => o.trim() === '');
  // Removing an option moves the correct index with it (domain testEditor.ts).
  const edit = (next: DraftQuestion) => {
    set('options', next.options);
    set('correctOptionIndex', next.correctOptionIndex, 'options');
  };
  return (
    <>
      <ol className={styles.list} aria-label={`${T.options}, ${T.question(n)}`}>
        {question.options.map((text, k) => (
          <li key={k} className={styles.optionRow}>
            <TextField
              label={T.option(k + 1)}
              isRequired
              value={text}
              onChange={(value) =>
                set(
                  'options',
                  question.options.map((o, j) => (j === k ? value : o)),
                )
              }
              isInvalid={options.isInvalid && text.trim() === ''}
              errorMessage={k === firstEmpty ? options.errorMessage : undefined}
            />
            {/* An icon with the full name for screen readers: the long text took a row's width. */}
            <IconButton
              aria-label={T.removeOption(n, k + 1)}
              isDisabled={question.options.length <= TEST_MIN_OPTIONS}
              onPress={() => edit(removeDraftOption(question, k))}
            >
              <span aria-hidden="true">✕</span>
            </IconButton>
          </li>
        ))}
      </ol>
      <div>
        <Button size="sm" variant="secondary" onPress={() => edit(addDraftOption(question))}>
          {T.addOption}
        </Button>
      </div>
    </>
  );
}

/**
 * The fields of question `n` (from 1) of the test creation modal (03 §2, §5): its text, the
 * free-text switch (on: the correct index becomes -1; off: at least two options come back with
 * index 0), and for a closed question its options (at least two kept; removing the option that
 * held the correct index resets it to 0) and the correct one. The index rules are
 * `packages/domain/src/testEditor.ts`.
 */
export const questionFields = (n: number): readonly FormField<DraftQuestion>[] => [
  { key: 'title', label: T.questionText, kind: 'text' },
  {
    key: 'isFreeText',
    label: T.freeText,
    kind: 'custom',
    render: ({ values: question, set }) => (
      <Switch
        isSelected={question.isFreeText}
        onChange={(on) => {
          const next = setDraftFreeText(question, on);
          set('isFreeText', on);
          set('options', next.options, 'isFreeText');
          set('correctOptionIndex', next.correctOptionIndex, 'isFreeText');
        }}
      >
        {T.freeText}
      </Switch>
    ),
  },
  {
    key: 'options',
    label: T.freeTextNote,
    kind: 'custom',
    shown: (q) => q.isFreeText,
    render: () => <p className={styles.note}>{T.freeTextNote}</p>,
  },
  {
    key: 'options',
    label: T.options,
    kind: 'custom',
    shown: isClosed,
    render: (form) => <Options n={n} form={form} />,
  },
  {
    key: 'correctOptionIndex',
    label: T.correctOption,
    kind: 'custom',
    shown: isClosed,
    render: ({ values: question, set, fieldProps }) => (
      <RadioGroup
        label={`${T.correctOption}, ${T.question(n).toLowerCase()}`}
        orientation="horizontal"
        items={question.options.map((text, k) => ({
          id: String(k),
          label: text.trim() || T.option(k + 1),
        }))}
        value={String(question.correctOptionIndex)}
        onChange={(k) => set('correctOptionIndex', Number(k))}
        {...fieldProps('correctOptionIndex')}
      />
    ),
  },
];
