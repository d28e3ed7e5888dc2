import { Card } from '@fbi/ui';
import { useId, type ReactNode } from 'react';

export interface PersonSectionProps {
  title: string;
  /** Beside the title (a filter). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A section of the person page: a card that is a region named by its heading (landmark navigation). */
export function PersonSection({ title, actions, children }: PersonSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card as="div" title={<span id={id}>{title}</span>} actions={actions}>
        {children}
      </Card>
    </section>
  );
}
