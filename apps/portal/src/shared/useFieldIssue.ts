import type { ValidationIssue } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { useState } from 'react';

/**
 * The failed client check of a form (01 §8, 02 §5: "a failed client check shows its message in
 * the error toast and stops the request"), marking the field it concerns.
 * - `check(found)`: pass a validator's result; an issue goes to the red toast and under its field;
 *   returns true when the form may be sent.
 * - `fieldProps(field)`: `isInvalid` and `errorMessage` for that field's component.
 * - `clear(field)`: drops the message once that field is edited.
 */
export function useFieldIssue<F extends string>() {
  const [issue, setIssue] = useState<ValidationIssue<F> | null>(null);
  return {
    issue,
    check(found: ValidationIssue<F> | null): boolean {
      setIssue(found);
      if (found) toast.error(found.message);
      return found === null;
    },
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
