import { PROTOCOL_LABELS } from '../options.ts';

/** The Russian name of a protocol code (PROTOCOL_LABELS), or the code itself when unknown. */
export function protocolLabel(code: string): string {
  return Object.hasOwn(PROTOCOL_LABELS, code)
    ? PROTOCOL_LABELS[code as keyof typeof PROTOCOL_LABELS]
    : code;
}

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
  // The server's refusals (02 §4 Protocol; the spec shows no text, ours): named in Russian.
  /** 409 on activation while another protocol is active. */
  alreadyActive: (code: string) => `Уже активен ${protocolLabel(code)}; сначала отмените его`,
  /** 409 on deactivation with none active. */
  noActive: 'Нет активного протокола',
  /** 400 on an unknown code. */
  unknown: 'Неизвестный протокол',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    activated: (code: string) => `Активирован: ${protocolLabel(code)}`,
    deactivated: (code: string) => `Отменён: ${protocolLabel(code)}`,
  },
} as const;
