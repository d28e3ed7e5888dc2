import type { MachineName } from '@fbi/domain';
import { createContext, useContext } from 'react';

/**
 * The record an open registry dialog shows, as its list declares it (issue 26): where it is
 * linked, its machine and its status as the dialog last had it, and whom it is about. The panels
 * under a record's view (its route, its history) read it, so no feature's dialog passes it on.
 */
export interface RecordTrail {
  /** The record's list route (its link is `path?open=<id>`). */
  path: string;
  id: number;
  machine: MachineName;
  status: string | null | undefined;
  /** Whom the record is about (the subject, else its author), as the chat message names it. */
  nick: string;
}

/** The trail of the open record; null outside a registry's record view. */
export const RecordTrailContext = createContext<RecordTrail | null>(null);

/** The open record's trail, or null (a dialog outside a registry, or a side step). */
export function useRecordTrail(): RecordTrail | null {
  return useContext(RecordTrailContext);
}
