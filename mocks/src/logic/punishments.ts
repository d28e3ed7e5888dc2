/** Punishment types and registry entries (02 §2.9, §3 Punishment). */
import { PUNISHMENT_TYPES } from '@fbi/domain';
import type { Schemas } from '../store/types.ts';

/** Whether a checked form value names one of the punishment types (02 §3 PunishmentType). */
export function isPunishmentType(value: unknown): value is Schemas['PunishmentType'] {
  return typeof value === 'string' && (PUNISHMENT_TYPES as readonly string[]).includes(value);
}
