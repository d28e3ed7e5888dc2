import { useState } from 'react';
import type { ListFilters } from './useListParams.ts';

/**
 * The filter card's fields while the user edits them: a copy of the applied filters that only
 * reaches the URL on Update. When the applied filters change from outside (Back/Forward, Reset,
 * a shared link), the fields follow them.
 * @returns [draft, setField, setDraft].
 */
export function useFilterDraft<K extends string>(applied: ListFilters<K>) {
  const [draft, setDraft] = useState(applied);
  const [synced, setSynced] = useState(applied);
  if (synced !== applied) {
    // Adjusting state while rendering (React docs: "storing information from previous renders").
    setSynced(applied);
    setDraft(applied);
  }
  const setField = (key: K, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return [draft, setField, setDraft] as const;
}
