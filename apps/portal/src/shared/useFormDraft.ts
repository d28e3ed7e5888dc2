import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

const PREFIX = 'formDraft:';

function readDraft<T extends object>(storageKey: string, initial: T): T | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
    // Only the form's own keys, so a draft written by an older form shape cannot add fields.
    const known = Object.entries(stored).filter(([k]) => k in initial);
    return { ...initial, ...Object.fromEntries(known) };
  } catch {
    return null; // unreadable JSON or storage disabled: start from the initial values
  }
}

function writeDraft(storageKey: string, values: object): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

/** The state of a form whose unsent values survive closing and reopening it in the same tab. */
export interface FormDraft<T> {
  /** The current values: the restored draft, or `initial` when there is none. */
  values: T;
  /** Sets the values (a value or an updater) and keeps them as the draft. */
  setValues: (next: SetStateAction<T>) => void;
  /** Whether `values` came from a draft left by an earlier, unsent opening of the form. */
  isRestored: boolean;
  /** Forgets the draft (call it when the form was sent successfully). Values stay as they are. */
  clear: () => void;
}

/**
 * Form values kept per form in sessionStorage (issue 7 "nothing typed is lost"): a form closed
 * with Cancel or Esc and opened again in the same tab gets its unsent values back; `clear()` on
 * success forgets them. Only values the user changed are stored, so an untouched edit form always
 * shows the record's current data.
 *
 * @param key the form's draft key; edit forms include the record id (`agent-edit:42`).
 * @param initial the values of an empty (create) or freshly loaded (edit) form; must be JSON-safe
 *   (strings, numbers, booleans, null, arrays, plain objects).
 */
export function useFormDraft<T extends object>(key: string, initial: T): FormDraft<T> {
  const storageKey = PREFIX + key;
  const [restored] = useState(() => readDraft(storageKey, initial));
  const [values, setState] = useState<T>(restored ?? initial);
  const dirty = useRef(restored !== null);

  useEffect(() => {
    if (dirty.current) writeDraft(storageKey, values);
  }, [storageKey, values]);

  const setValues = useCallback((next: SetStateAction<T>) => {
    dirty.current = true;
    setState(next);
  }, []);

  const clear = useCallback(() => {
    dirty.current = false;
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // storage disabled: nothing was kept
    }
  }, [storageKey]);

  return { values, setValues, isRestored: restored !== null, clear };
}
