import { SEARCH_TEXT as T } from '@fbi/domain';
import { Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './search.css.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

// The search (its dialog, queries and mappers) is its own chunk, loaded on first open, so the
// header adds only this button to the initial JS (README "Budgets").
const PersonSearchDialog = lazyDialogs(
  () => import('./PersonSearchDialog.tsx'),
  'PersonSearchDialog',
);

/** True for the shortcut that opens the search: Ctrl+K (⌘K on a Mac). */
const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

/**
 * The header's nick search for staff (issue 12): a button that looks like a search field (only
 * its icon where the header folds, so the row keeps its height; its name stays for screen
 * readers) and Ctrl+K from anywhere (`aria-keyshortcuts`, and the dialog's hint); both open
 * {@link PersonSearchDialog}.
 */
export function HeaderSearch() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K"
        onPress={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.triggerText}>{T.open}</span>
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <PersonSearchDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
