import { statusLabel, statusTone, type StatusMachine } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';

export interface RecordStatusProps {
  /** The record's status machine. */
  machine: StatusMachine;
  /** The record's status value (an unknown one shows as such, neutral). */
  status: string | null | undefined;
  /** Lets a long label break onto two lines. */
  wraps?: boolean;
}

/**
 * A record's status as a badge: the machine's label in the tone of what it means (progress,
 * done, refused, waiting), from the status tables of `packages/domain` (01 §4, 02 §4, 03 §4).
 */
export function RecordStatus({ machine, status, wraps = false }: RecordStatusProps) {
  return (
    <StatusBadge
      wraps={wraps}
      label={statusLabel(machine, status)}
      tone={statusTone(machine, status)}
    />
  );
}
