/**
 * The tooltips of disabled record actions: why the caller cannot take an action now (issue:
 * "disabled buttons never say why"). The spec has no such texts; all are ours. Built by
 * actionDisabledReason (disabledReasons.ts) from the machines' data.
 */
export const DISABLED_REASON_TEXT = {
  /** No action of the record's machine starts from its status (ours). */
  finished: 'Запись завершена',
  /** The roles that may take the action, e.g. 'Одобрить может Глава CID' (ours). */
  whoMay: (verb: string, roles: readonly string[]) =>
    roles.length === 1
      ? `${capitalized(verb)} может ${roles[0]}`
      : `${capitalized(verb)} могут: ${roles.join(', ')}`,
  /** The right is a rule over roles that has no list to name (01 §6, 02 §6; ours). */
  notForYourRole: (verb: string) => `Нельзя ${verb} с вашей ролью`,
} as const;

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
