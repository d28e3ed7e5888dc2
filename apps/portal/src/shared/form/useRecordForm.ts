import type { ValidationResult } from '@fbi/domain';
import type { QueryKey } from '@tanstack/react-query';
import { useApiMutation, type MutationDone } from '../useApiMutation.ts';
import { useFieldIssue, type FieldIssue } from '../useFieldIssue.ts';
import { useFormDraft } from '../useFormDraft.ts';

/** The field names of a form's values. */
export type FieldOf<V> = Extract<keyof V, string>;

/** A field of a form's values, or one field of a row of its lists (`conditions.0.name`). */
export type FieldPath<V> = FieldOf<V> | `${FieldOf<V>}.${number}.${string}`;

export interface RecordFormOptions<V, B, T> {
  /** The draft key, e.g. `act-create` or `mw-edit:{id}`: what was typed survives a reload. */
  draftKey: string;
  /** The values of an untouched form (empty, or the stored record). */
  initial: V;
  /** The form's rules (a domain validator with the spec's messages); the first issue stops a send. */
  validate: (values: V) => ValidationResult<FieldPath<V>>;
  /** The request body of the values (trimmed, as the contract takes it). */
  bodyOf: (values: V) => B;
  /** Sends the body. */
  save: (body: B) => Promise<T>;
  /** Queries refreshed after success. */
  invalidates: readonly QueryKey[];
  /**
   * What the success toast says of the answer and the sent body (issue 24); undefined: no toast,
   * the dialog that follows shows the result (a new agent's credentials).
   */
  done: (answer: T, body: B) => MutationDone | undefined;
  /**
   * Runs after a failed send, after its error toast, given the sent body and `mark`, which marks
   * a field without a second toast (a 409 names no field: the form finds which one is taken).
   */
  onError?: (error: unknown, body: B, mark: (issue: ValidationResult<FieldOf<V>>) => void) => void;
  /** Called with the answer and the sent body after a successful send (the draft is forgotten first). */
  onSaved: (answer: T, body: B) => void;
}

/** A new value from the one before. */
export type Updater<T> = (before: T) => T;

/** A record's form while it is typed and sent: see {@link useRecordForm}. */
export interface RecordForm<V> {
  /** The values on screen. */
  values: V;
  /**
   * Changes one value, or updates it from the value before (edits of one row in one event add up),
   * and drops the message of `edited` (default: that field; a row's field).
   */
  set: <K extends FieldOf<V>>(key: K, value: V[K] | Updater<V[K]>, edited?: FieldPath<V>) => void;
  /** `isInvalid` and `errorMessage` of a field, from the last failed check. */
  fieldProps: FieldIssue<FieldPath<V>>['fieldProps'];
  /** Shows a check's issue (red toast, under its field); true when there is none. */
  check: (found: ValidationResult<FieldPath<V>>) => boolean;
  /** Checks the whole form and, when it passes, sends it. */
  submit: () => void;
  /** The send is in flight. */
  isPending: boolean;
  /** Forgets the draft: what was typed went out by another call (a template's activation). */
  forget: () => void;
}

/**
 * The life of a record's form (01 §8, 02 §5: "a failed client check shows its message in the error
 * toast and stops the request"): the values kept as a draft until sent, the first failing rule in
 * the red toast and under its field (closed once that field passes), the send with its success
 * toast, and the draft forgotten once the server took it. A failed send keeps what was typed.
 */
export function useRecordForm<V extends object, B, T>({
  draftKey,
  initial,
  validate,
  bodyOf,
  save,
  invalidates,
  done,
  onSaved,
  onError,
}: RecordFormOptions<V, B, T>): RecordForm<V> {
  const draft = useFormDraft(draftKey, initial);
  const { values, setValues } = draft;
  const issue = useFieldIssue<FieldPath<V>>(() => validate(values));
  const mutation = useApiMutation({
    mutationFn: save,
    invalidates,
    done,
    onError: onError && ((error, body) => onError(error, body, issue.mark)),
    onSuccess: (answer, body) => {
      draft.clear();
      onSaved(answer, body);
    },
  });
  return {
    values,
    set: (key, value, edited = key) => {
      // Form values are JSON data, never functions: a function is an update.
      const next = (v: V) =>
        typeof value === 'function' ? (value as Updater<V[typeof key]>)(v[key]) : value;
      setValues((v) => ({ ...v, [key]: next(v) }));
      issue.clear(edited);
    },
    fieldProps: issue.fieldProps,
    check: issue.check,
    submit: () => {
      if (issue.check(validate(values))) mutation.mutate(bodyOf(values));
    },
    isPending: mutation.isPending,
    forget: draft.clear,
  };
}
