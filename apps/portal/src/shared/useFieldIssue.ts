import type { ValidationIssue, ValidationResult } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { useEffect, useRef, useState } from 'react';

/** The red toast of the last failed check and the field it names. */
interface ShownIssue<F extends string> {
  field: F;
  toastKey: string;
}

/**
 * The failed client check of a form (01 §8, 02 §5: "a failed client check shows its message in
 * the error toast and stops the request"), marking the field it concerns.
 * - `recheck` (optional): the form's validator over its current values. Once it no longer stops
 *   at the field the toast names (the person fixed that field), the toast closes (issue 24: a
 *   toast whose cause is fixed goes away); without it the toast stays its 4 s.
 * - `check(found)`: pass a validator's result; an issue goes to the red toast and under its field;
 *   returns true when the form may be sent (and closes the toast of an earlier failure).
 * - `mark(found)`: marks a field (or unmarks, given null) without a toast: the server's refusal
 *   already toasted, and only then is it known which field it concerns (a 409).
 * - `fieldProps(field)`: `isInvalid` and `errorMessage` for that field's component.
 * - `clear(field)`: drops the message under the field once that field is edited.
 */
export function useFieldIssue<F extends string>(recheck?: () => ValidationResult<F>) {
  const [issue, setIssue] = useState<ValidationIssue<F> | null>(null);
  const shown = useRef<ShownIssue<F> | null>(null);
  // After every render (each edit): the values are the ones on screen.
  useEffect(() => {
    const open = shown.current;
    if (!open || !recheck || recheck()?.field === open.field) return;
    toast.dismiss(open.toastKey);
    shown.current = null;
  });
  return {
    issue,
    check(found: ValidationResult<F>): boolean {
      setIssue(found);
      if (found) {
        shown.current = { field: found.field, toastKey: toast.error(found.message) };
        return false;
      }
      if (shown.current) toast.dismiss(shown.current.toastKey);
      shown.current = null;
      return true;
    },
    mark: setIssue,
    fieldProps(field: F) {
      const message = issue?.field === field ? issue.message : undefined;
      return { isInvalid: message !== undefined, errorMessage: message };
    },
    clear(field: F) {
      if (issue?.field === field) setIssue(null);
    },
  };
}

/** What {@link useFieldIssue} returns: the form's failed check and how to mark its field. */
export type FieldIssue<F extends string> = ReturnType<typeof useFieldIssue<F>>;
