/**
 * A stand-in for a registry screen around its row dialogs (Storybook only): it holds the open
 * dialog as the screen does, so a story sees the dialogs switch (rework → view) and close.
 */
import { useState, type ComponentType } from 'react';

/** The props every row dialogs component takes: the open dialog, its switch and its close. */
export interface RowDialogsProps<D> {
  dialog: D;
  onChange: (dialog: D) => void;
  onClose: () => void;
}

/** The harness's props: the dialog it starts at, and the dialogs' other props (`rest`). */
export type HarnessProps<D, P> = { start: D } & P;

/**
 * A component rendering `Dialogs` from `start`, switching to the dialog they ask for and to
 * nothing once they close.
 */
export function dialogsHarness<D, P extends object = object>(
  Dialogs: ComponentType<RowDialogsProps<D> & P>,
) {
  return function Harness({ start, ...rest }: HarnessProps<D, P>) {
    const [dialog, setDialog] = useState<D | null>(start);
    if (!dialog) return null;
    const props = { ...(rest as P), dialog, onChange: setDialog, onClose: () => setDialog(null) };
    return <Dialogs {...props} />;
  };
}
