import { RAPORTS_TEXT } from '@fbi/domain';
import type { OpenInvestigation } from './investigativeQueries.ts';

/**
 * The choice of one of the open `investigations` in a sidebar form (01 §2 filing a report, ending
 * an investigation; none preselected, 01 §5 'Выберите расследование'): the select's `items`, each
 * naming the investigation's number, faction and whether it is joint, and `chosenOf`, the
 * investigation the form's `investigationId` names (undefined for none, or for a drafted one that
 * was closed meanwhile).
 */
export function investigationChoice(investigations: readonly OpenInvestigation[]) {
  return {
    items: investigations.map((inv) => ({
      id: String(inv.id),
      label: RAPORTS_TEXT.investigationOption(inv.id, inv.faction, inv.isJoint),
    })),
    chosenOf: (values: { investigationId: string | null }) =>
      investigations.find((inv) => String(inv.id) === values.investigationId),
  };
}
