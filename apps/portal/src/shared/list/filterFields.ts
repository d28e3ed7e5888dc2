/**
 * One field of a list's filter card, as a registry declares it (issue 24): the URL key it edits
 * (also the query's parameter), its label, and its kind — a text (a nick), a date ('YYYY-MM-DD'),
 * or a choice among `options` with «Любой» first for no filter (02 §2.1, 03 §2).
 */
export type FilterField<K extends string> =
  | { key: K; label: string; kind: 'text' | 'date' }
  | { key: K; label: string; kind: 'select'; options: readonly string[] };
