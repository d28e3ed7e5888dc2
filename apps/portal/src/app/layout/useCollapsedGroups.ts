import { useCallback, useState } from 'react';

const STORAGE_KEY = 'fbi.sidebar.collapsed';

function read(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Which sidebar groups the user collapsed, kept in localStorage so the choice survives reloads
 * and is shared by the desktop sidebar and the phone drawer. Returns the set of collapsed group
 * ids and `setCollapsed(id, collapsed)`.
 */
export function useCollapsedGroups() {
  const [collapsed, setState] = useState(read);
  const setCollapsed = useCallback((id: string, isCollapsed: boolean) => {
    setState((prev) => {
      if (prev.has(id) === isCollapsed) return prev;
      const next = new Set(prev);
      if (isCollapsed) next.add(id);
      else next.delete(id);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
      } catch {
        // A full or blocked storage only loses the remembered state.
      }
      return next;
    });
  }, []);
  return { collapsed, setCollapsed };
}
