/**
 * Texts of the protocol modals and the sidebar's active-protocol line (02 §2.10). The confirmation
 * question is UI_TEXT.confirmDeactivateProtocol; the rest is ours.
 */
export const PROTOCOLS_TEXT = {
  protocol: 'Протокол',
  activateSubmit: 'Активировать',
  deactivateSubmit: 'Отменить протокол',
  /** The sidebar's line (02 §2.10 task: "the sidebar shows it"). */
  active: 'Активный протокол',
  noneActive: 'Протокол не активен',
} as const;
