import { protocolLabel } from '@fbi/domain';

/** The Russian name of a protocol code (options.ts), or the code itself when unknown. */
export const protocolName = protocolLabel;
