/**
 * The shape of a status machine as data (section 4 of 01, 02 and 03): per action, the statuses
 * it may start from, who may take it and the status it leads to.
 */
import type { PermissionId } from '../permissions.ts';
import type { Role } from '../roles.ts';

/**
 * Who may take an action: a capability of the permission table (§6), or a predicate over the
 * caller's roles where the spec names one ("a pure advisor", "a secret agent who is not a head").
 */
export type Who = PermissionId | ((roles: readonly Role[]) => boolean);

/** Facts of a record beyond its status that an action may depend on. */
export interface RecordFacts {
  /** A laboratory request filed from the suspects database (03 §2, §4). */
  isDb?: boolean | null;
  /** A suspect's third-arrest proof: the third arrest is recorded once (03 §2, §4). */
  thirdArrestProve?: string | null;
}

/** One action of a machine. */
export interface Transition<S extends string> {
  /** Statuses the action may start from. */
  from: readonly S[];
  /** Who may take it. */
  who: Who;
  /** The status it leads to; null when the action deletes the record. */
  to: S | null;
  /** The action in Russian after 'Нельзя', for the refusal message (e.g. 'одобрить отчёт'). */
  verb: string;
  /** A condition on the record's facts, with the Russian refusal when it fails. */
  when?: { test: (facts: RecordFacts) => boolean; message: string };
}
