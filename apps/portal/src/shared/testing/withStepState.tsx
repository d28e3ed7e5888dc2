/**
 * A record's row dialogs (one at a time, a union of steps) with their switching, for stories
 * (Storybook only): the dialogs a screen keeps in its state, kept here from a story's first step.
 */
import { useState, type ComponentType } from 'react';

/** What a feature's row dialogs take: the step shown, the switch to another step, the close. */
interface StepDialogsProps {
  dialog: unknown;
  onChange: (dialog: never) => void;
  onClose: () => void;
}

/** The props of {@link withStepState}'s component: `start`, the first step, and the rest. */
export type StepStateProps<P extends StepDialogsProps> = Omit<P, keyof StepDialogsProps> & {
  start: P['dialog'];
};

/**
 * The story component of the row dialogs `Dialogs` (e.g. DossierDialogs): takes `start` and the
 * other props of `Dialogs`; shows the current step, goes to the step `onChange` asks for, and
 * renders nothing once closed.
 */
export function withStepState<P extends StepDialogsProps>(Dialogs: ComponentType<P>) {
  return function StepDialogs({ start, ...rest }: StepStateProps<P>) {
    const [dialog, setDialog] = useState<P['dialog'] | null>(start);
    if (dialog === null) return null;
    // TypeScript cannot rebuild P from its rest; the three props it left out are given here.
    const props = { ...rest, dialog, onChange: setDialog, onClose: () => setDialog(null) };
    return <Dialogs {...(props as unknown as P)} />;
  };
}
