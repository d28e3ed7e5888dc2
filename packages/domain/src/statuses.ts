/**
 * Status machines: values, Russian labels and display tones (the transitions between them are
 * data in ./machines). Each machine's values are written once, as the keys of its table.
 * Spec: 01 §4 (MW, raport, IB), 02 §4 (act, order, office, inactivity, national security),
 * 03 §4 (academy template, exam test state, test result, laboratory, suspect, DEA home check,
 * DEA report). Unknown values show 'Неизвестно' (01 §4, 02 §4, 03 §4).
 * Labels marked "ours" are not given by the spec.
 */

/** Visual tone of a status badge. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * What a status badge's colour says (ours; the spec gives labels, not colours). Every status of
 * every machine has exactly one meaning, and each meaning has one tone, so a colour never means
 * two things (issue: «Выдан ордер на арест» wore the red of «Отклонено»):
 * - `progress` (info, blue): the agency is handling it now (на проверке, на рассмотрении,
 *   в обработке, открыт);
 * - `waiting` (warning, amber): it waits on someone outside the check: the author's rework, the
 *   person in the game, the arrest on an issued warrant, the allowed check, the activation of
 *   an inactive academy template (03 §4: INACTIVE is the editable one);
 * - `done` (success, green): it reached its end (одобрен, принят, исполнено, задержан, закрыт);
 * - `refused` (danger, red): it ended without it (отклонено, отменено, вышел срок, не сдал).
 * `neutral` (grey) is left to an unknown value ('Неизвестно') only.
 */
export const STATUS_MEANING_TONES = {
  progress: 'info',
  waiting: 'warning',
  done: 'success',
  refused: 'danger',
} as const satisfies Record<string, StatusTone>;

/** The meaning of a status badge's colour: see {@link STATUS_MEANING_TONES}. */
export type StatusMeaning = keyof typeof STATUS_MEANING_TONES;

/** A tone a known status may have: one per meaning. */
export type StatusMeaningTone = (typeof STATUS_MEANING_TONES)[StatusMeaning];

/** Label shown for an unknown status value (01 §8, 02 §8, 03 §8). */
export const UNKNOWN_STATUS_LABEL = 'Неизвестно';

/** Label and tone of one status. */
export interface StatusInfo {
  label: string;
  /** The tone of the status's meaning ({@link STATUS_MEANING_TONES}). */
  tone: StatusMeaningTone;
}

/** Every status machine: value → label and tone. */
export const STATUS_MACHINES = {
  /** 01 §4. Labels ours. */
  mw: {
    ON_SENIOR_CHECK: { label: 'На проверке у старшего агента', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Одобрен', tone: 'success' },
    ORDER_ASSIGNED: { label: 'Выдан ордер на арест', tone: 'warning' },
    SUSPECT_CAUGHT: { label: 'Подозреваемый задержан', tone: 'success' },
    CANCELED: { label: 'Отменён', tone: 'danger' },
  },
  /** 01 §4. Labels ours (NEED_IMPROVE and APPROVED worded as for IB). */
  raport: {
    ON_HEAD_CHECK: { label: 'На проверке у главы отдела', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Принят', tone: 'success' },
  },
  /** 01 §4 exact labels (IB dossier). */
  ibDossier: {
    ON_HEAD_CHECK: { label: 'На проверке у главы разведки', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Принят', tone: 'success' },
  },
  /** 01 §4 exact labels (IB report). */
  ibReport: {
    ON_HEAD_CHECK: { label: 'На проверке у главы разведки', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Принят', tone: 'success' },
  },
  /** 02 §4 exact labels. */
  act: {
    NEW: { label: 'Новый', tone: 'info' },
    UNDER_CONSIDERATION: { label: 'На рассмотрении', tone: 'info' },
    AWAIT_IN_GAME: { label: 'Ожидаем в игре', tone: 'warning' },
    SENT_TO_LEADER: { label: 'Передано лидеру', tone: 'warning' },
    DECLINED: { label: 'Отклонено', tone: 'danger' },
    EXECUTED: { label: 'Исполнено', tone: 'success' },
    EXPIRED: { label: 'Вышел срок', tone: 'danger' },
  },
  /** 02 §4 exact labels. */
  order: {
    ON_CHECK: { label: 'На рассмотрении', tone: 'info' },
    APPROVED: { label: 'Ордер выдан', tone: 'success' },
    DECLINED: { label: 'Отклонено', tone: 'danger' },
  },
  /** 02 §4 exact labels. */
  office: {
    ON_CHECK: { label: 'На проверке у Главы внутренней безопасности', tone: 'info' },
    APPROVED: { label: 'Допуск выдан', tone: 'success' },
    DECLINED: { label: 'Отклонен', tone: 'danger' },
  },
  /** 02 §4 exact labels. */
  inactivity: {
    ON_HR_CHECK: { label: 'На проверке у инспектора по кадрам', tone: 'info' },
    APPROVED: { label: 'Одобрена', tone: 'success' },
    DECLINED: { label: 'Отклонена', tone: 'danger' },
  },
  /** 02 §4 exact labels. */
  nationalSecurity: {
    ON_INSPECTOR_CHECK: { label: 'На проверке у инспектора', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Принят', tone: 'success' },
  },
  /** 03 §4 exact labels. */
  laboratory: {
    ON_CHECK: { label: 'На проверке у эксперта', tone: 'info' },
    IN_PROGRESS: { label: 'В обработке', tone: 'info' },
    CANCELED: { label: 'Отменено', tone: 'danger' },
    DONE: { label: 'Выполнено', tone: 'success' },
    EXPIRED: { label: 'Вышел срок', tone: 'danger' },
  },
  /** 03 §4 exact labels (staff view; public view see {@link suspectPublicLabel}). */
  suspect: {
    ON_LAB: { label: 'В криминалистической лаборатории', tone: 'info' },
    FIRST: { label: 'Первый арест произведен', tone: 'success' },
    RECIDIVE: { label: 'Рецидив', tone: 'success' },
    DECLINED: { label: 'Отклонено лабораторией', tone: 'danger' },
    EXPIRED: { label: 'Вышел срок', tone: 'danger' },
  },
  /** 03 §4: EXPIRED, CANCELED, SUCCESS exact; ON_HEAD_CHECK and CHECK_ALLOWED ours. */
  deaHomeCheck: {
    ON_HEAD_CHECK: { label: 'На проверке у главы DEA', tone: 'info' },
    CHECK_ALLOWED: { label: 'Проверка разрешена', tone: 'warning' },
    EXPIRED: { label: 'Прошло 48 часов', tone: 'danger' },
    CANCELED: { label: 'Отменено', tone: 'danger' },
    SUCCESS: { label: 'Проверка проведена', tone: 'success' },
  },
  /** 03 §4 exact labels. */
  deaReport: {
    ON_HEAD_CHECK: { label: 'На проверке у главы DEA', tone: 'info' },
    CHECKED: { label: 'Просмотрено', tone: 'success' },
  },
  /** 03 §3 values; labels ours. */
  academyTemplate: {
    INACTIVE: { label: 'Неактивен', tone: 'warning' },
    ACTIVE: { label: 'Активен', tone: 'success' },
  },
  /** 03 §2 exact labels ('Открыт' / 'Закрыт' in the exam edit modal). */
  examTestState: {
    OPENED: { label: 'Открыт', tone: 'info' },
    CLOSED: { label: 'Закрыт', tone: 'success' },
  },
  /** 03 §2, §9: values are the labels. */
  testResult: {
    Сдал: { label: 'Сдал', tone: 'success' },
    'Не Сдал': { label: 'Не Сдал', tone: 'danger' },
  },
} as const satisfies Record<string, Record<string, StatusInfo>>;

/** Name of a status machine. */
export type StatusMachine = keyof typeof STATUS_MACHINES;

/** Status values of a machine. */
export type StatusOf<M extends StatusMachine> = keyof (typeof STATUS_MACHINES)[M] & string;

/** The values of a machine's status table, in the table's order (written once, there). */
function valuesOf<M extends StatusMachine>(machine: M): readonly StatusOf<M>[] {
  return Object.keys(STATUS_MACHINES[machine]) as StatusOf<M>[];
}

/** MW report statuses (01 §4). */
export const MW_STATUSES = valuesOf('mw');
/** An MW report status. */
export type MwStatus = StatusOf<'mw'>;

/** Agent report (raport) statuses (01 §4). */
export const RAPORT_STATUSES = valuesOf('raport');
/** A raport status. */
export type RaportStatus = StatusOf<'raport'>;

/** IB dossier and IB report statuses (01 §4: one machine for both). */
export const IB_STATUSES = valuesOf('ibReport');
/** An IB dossier/report status. */
export type IbStatus = StatusOf<'ibReport'>;

/** Act statuses (02 §4). */
export const ACT_STATUSES = valuesOf('act');
/** An act status. */
export type ActStatus = StatusOf<'act'>;

/** Warrant order statuses (02 §4). */
export const ORDER_STATUSES = valuesOf('order');
/** An order status. */
export type OrderStatus = StatusOf<'order'>;

/** Office request statuses (02 §4). */
export const OFFICE_STATUSES = valuesOf('office');
/** An office request status. */
export type OfficeStatus = StatusOf<'office'>;

/** Inactivity statuses (02 §4). */
export const INACTIVITY_STATUSES = valuesOf('inactivity');
/** An inactivity status. */
export type InactivityStatus = StatusOf<'inactivity'>;

/** National security report statuses (02 §4). */
export const NATIONAL_SECURITY_STATUSES = valuesOf('nationalSecurity');
/** A national security report status. */
export type NationalSecurityStatus = StatusOf<'nationalSecurity'>;

/** Laboratory request statuses (03 §4). */
export const LAB_STATUSES = valuesOf('laboratory');
/** A laboratory request status. */
export type LabStatus = StatusOf<'laboratory'>;

/** Suspect statuses (03 §4). */
export const SUSPECT_STATUSES = valuesOf('suspect');
/** A suspect status. */
export type SuspectStatus = StatusOf<'suspect'>;

/** DEA home check statuses (03 §4). */
export const DEA_HOME_STATUSES = valuesOf('deaHomeCheck');
/** A DEA home check status. */
export type DeaHomeStatus = StatusOf<'deaHomeCheck'>;

/** DEA report statuses (03 §4). */
export const DEA_REPORT_STATUSES = valuesOf('deaReport');
/** A DEA report status. */
export type DeaReportStatus = StatusOf<'deaReport'>;

/** Academy template statuses (03 §3, §4). */
export const ACADEMY_TEMPLATE_STATUSES = valuesOf('academyTemplate');
/** An academy template status. */
export type AcademyTemplateStatus = StatusOf<'academyTemplate'>;

/** Exam test states (03 §3, §4). */
export const EXAM_TEST_STATES = valuesOf('examTestState');
/** An exam test state. */
export type ExamTestState = StatusOf<'examTestState'>;

/** Agent test results, sent as these Russian values (03 §4, §9). */
export const TEST_RESULT_VALUES = valuesOf('testResult');
/** An agent test result. */
export type TestResultValue = StatusOf<'testResult'>;

/** Looks up the info of a value in a machine, or undefined. */
function infoOf(machine: StatusMachine, value: string | null | undefined): StatusInfo | undefined {
  if (value == null) return undefined;
  const table: Record<string, StatusInfo> = STATUS_MACHINES[machine];
  return Object.hasOwn(table, value) ? table[value] : undefined;
}

/**
 * Russian label of a status of `machine`.
 * @returns 'Неизвестно' for an unknown, empty or missing value.
 */
export function statusLabel(machine: StatusMachine, value: string | null | undefined): string {
  return infoOf(machine, value)?.label ?? UNKNOWN_STATUS_LABEL;
}

/**
 * The meaning of a status of `machine` ({@link STATUS_MEANING_TONES}), or undefined for an
 * unknown value.
 */
export function statusMeaning(
  machine: StatusMachine,
  value: string | null | undefined,
): StatusMeaning | undefined {
  const tone = infoOf(machine, value)?.tone;
  return (Object.keys(STATUS_MEANING_TONES) as StatusMeaning[]).find(
    (meaning) => STATUS_MEANING_TONES[meaning] === tone,
  );
}

/** Display tone of a status of `machine`; 'neutral' for an unknown value. */
export function statusTone(machine: StatusMachine, value: string | null | undefined): StatusTone {
  return infoOf(machine, value)?.tone ?? 'neutral';
}

/** True when `value` is a known status of `machine`. */
export function isStatusOf<M extends StatusMachine>(
  machine: M,
  value: string | null | undefined,
): value is StatusOf<M> {
  return infoOf(machine, value) !== undefined;
}

/** Public label of RECIDIVE on /db-public (03 §2). */
export const SUSPECT_PUBLIC_RECIDIVE_LABEL = 'Рецидивист';

/**
 * Label of a suspect status on the public list (03 §2): RECIDIVE → 'Рецидивист', others as in
 * the staff view; unknown → 'Неизвестно'.
 */
export function suspectPublicLabel(value: string | null | undefined): string {
  return value === 'RECIDIVE' ? SUSPECT_PUBLIC_RECIDIVE_LABEL : statusLabel('suspect', value);
}

/** Staff audit types (02 §3, §9). */
export const AUDIT_TYPES = ['PROMOTION', 'POSITION', 'INACTIVE'] as const;
/** A staff audit type. */
export type AuditType = (typeof AUDIT_TYPES)[number];
/** Audit types a user can create (01 §3, 01 §9: PROMOTION with rang, POSITION with position). */
export const AUDIT_CREATE_TYPES = ['PROMOTION', 'POSITION'] as const satisfies readonly AuditType[];

/** Russian labels of audit types (02 §3 exact). */
export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  PROMOTION: 'Изменение ранга',
  POSITION: 'Изменение должности',
  INACTIVE: 'Инактив',
};

/** Label of an audit type; 'Неизвестно' for anything else (02 §3). */
export function auditTypeLabel(type: string | null | undefined): string {
  return type != null && Object.hasOwn(AUDIT_TYPE_LABELS, type)
    ? AUDIT_TYPE_LABELS[type as AuditType]
    : UNKNOWN_STATUS_LABEL;
}

/** Audit creation payload (01 §7, 02 §7). */
export type AuditPayload =
  | { nick: string; type: 'PROMOTION'; rang: string }
  | { nick: string; type: 'POSITION'; position: string };

/**
 * Builds the audit creation payload (01 §7): PROMOTION carries `rang`, POSITION `position`.
 * @throws Error('Неизвестный тип аудита') for any other type.
 */
export function buildAuditPayload(nick: string, type: string, value: string): AuditPayload {
  if (type === 'PROMOTION') return { nick, type, rang: value };
  if (type === 'POSITION') return { nick, type, position: value };
  throw new Error('Неизвестный тип аудита');
}
