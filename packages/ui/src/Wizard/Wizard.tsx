import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Wizard.css';

/** A step of a wizard. */
export interface WizardStep {
  /** A stable key. */
  id: string;
  /** The step's title (e.g. 'Основная информация'). */
  title: string;
  /** The step's fields. */
  content: ReactNode;
  /**
   * Checks the step before moving on: return a message (or `false`) to stay on it, `null` /
   * `true` / nothing to continue. The step's fields show their own errors.
   */
  validate?: () => string | boolean | null | undefined;
}

export interface WizardProps {
  /** The steps, in order; the last one submits. */
  steps: readonly WizardStep[];
  /** Called from the last step (after its validation). */
  onSubmit: () => void;
  /** The current step, zero-based (controlled; optional). */
  step?: number;
  /** Called when the step changes. */
  onStepChange?: (step: number) => void;
  /** The last step's button text. Default 'Отправить'. */
  submitLabel?: string;
  /** The back button's text. Default 'Назад'. */
  backLabel?: string;
  /** The next button's text. Default 'Далее'. */
  nextLabel?: string;
  /** Shows a Cancel button on the first step. */
  onCancel?: () => void;
  /** The cancel button's text. Default 'Отмена'. */
  cancelLabel?: string;
  /** Shows the submit button pending and blocks navigation. */
  isPending?: boolean;
  /** The heading level of the step title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class. */
  className?: string;
}

/**
 * A multi-step form: a step list, the current step's fields, and Назад / Далее buttons; the last
 * step submits. Focus moves to the step's heading on every step change.
 */
export function Wizard({
  steps,
  onSubmit,
  step: controlledStep,
  onStepChange,
  submitLabel = 'Отправить',
  backLabel = 'Назад',
  nextLabel = 'Далее',
  onCancel,
  cancelLabel = 'Отмена',
  isPending,
  headingLevel = 3,
  className,
}: WizardProps) {
  const [ownStep, setOwnStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const current = Math.min(Math.max(controlledStep ?? ownStep, 0), steps.length - 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  const go = (next: number) => {
    moved.current = true;
    setError(null);
    setOwnStep(next);
    onStepChange?.(next);
  };

  const check = (): boolean => {
    const result = steps[current]?.validate?.();
    if (result === false || typeof result === 'string') {
      setError(typeof result === 'string' ? result : null);
      return false;
    }
    setError(null);
    return true;
  };

  const isLast = current === steps.length - 1;
  const active = steps[current];

  return (
    <div className={clsx(styles.wizard, className)}>
      <ol className={styles.steps} aria-label="Шаги">
        {steps.map((s, i) => (
          <li key={s.id} className={styles.step} aria-current={i === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {s.title}
          </li>
        ))}
      </ol>
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
        Шаг {current + 1} из {steps.length}: {active?.title}
      </Heading>
      <div className={styles.content}>{active?.content}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.nav}>
        {current > 0 ? (
          <Button variant="secondary" onPress={() => go(current - 1)} isDisabled={isPending}>
            {backLabel}
          </Button>
        ) : onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button
            isPending={isPending}
            onPress={() => {
              if (check()) onSubmit();
            }}
          >
            {submitLabel}
          </Button>
        ) : (
          <Button
            onPress={() => {
              if (check()) go(current + 1);
            }}
          >
            {nextLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
