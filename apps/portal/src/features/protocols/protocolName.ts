import { PROTOCOL_LABELS } from '@fbi/domain';

/** The Russian name of a protocol code (options.ts), or the code itself when unknown. */
export function protocolName(code: string): string {
  return Object.hasOwn(PROTOCOL_LABELS, code)
    ? PROTOCOL_LABELS[code as keyof typeof PROTOCOL_LABELS]
    : code;
}
