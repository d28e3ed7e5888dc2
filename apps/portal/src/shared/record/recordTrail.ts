import type { MachineName } from '@fbi/domain';
import { createContext, useContext } from 'react';

/** Where an open record is linked: its list route (the link is `path?open=<id>`) and its id. */
export interface RecordLink {
  path: string;
  id: number;
}

/**
 * The record an open registry dialog shows, as its list declares it (issue 26): where it is
 * linked, its machine and its status as the dialog last had it, and whom it is about. The panels
 * under a record's view (its route, its history) read it, so no feature's dialog passes it on.
 */
export interface RecordTrail extends RecordLink {
  machine: MachineName;
  status: string | null | undefined;
  /** Whom the record is about (the subject, else its author), as the chat message names it. */
  nick: string;
}

/**
 * The open record: its trail where its registry declares a machine, else only its link (its
 * history still shows); null outside a registry's record view.
 */
export const RecordTrailContext = createContext<RecordLink | RecordTrail | null>(null);

/** The open record's trail or link, or null (a dialog outside a registry, or a side step). */
export function useRecordTrail(): RecordLink | RecordTrail | null {
  return useContext(RecordTrailContext);
}

/** True when the open record has a route (its registry declares its machine). */
export function hasRoute(record: RecordLink | RecordTrail): record is RecordTrail {
  return 'machine' in record;
}
