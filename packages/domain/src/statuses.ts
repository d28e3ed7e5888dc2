/**
 * Status machines: values, Russian labels and display tones.
 * Spec: 01 §4 (MW, raport, IB), 02 §4 (act, order, office, inactivity, national security),
 * 03 §4 (academy template, exam test state, test result, laboratory, suspect, DEA home check,
 * DEA report). Unknown values show 'Неизвестно' (01 §4, 02 §4, 03 §4).
 * Labels marked "ours" are not given by the spec.
 */

/** Visual tone of a status badge. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Label shown for an unknown status value (01 §8, 02 §8, 03 §8). */
export const UNKNOWN_STATUS_LABEL = 'Неизвестно';

/** MW report statuses (01 §4). */
export const MW_STATUSES = [
  'ON_SENIOR_CHECK',
  'NEED_IMPROVE',
  'APPROVED',
  'ORDER_ASSIGNED',
  'SUSPECT_CAUGHT',
  'CANCELED',
] as const;
/** An MW report status. */
export type MwStatus = (typeof MW_STATUSES)[number];

/** Agent report (raport) statuses (01 §4). */
export const RAPORT_STATUSES = ['ON_HEAD_CHECK', 'NEED_IMPROVE', 'APPROVED'] as const;
/** A raport status. */
export type RaportStatus = (typeof RAPORT_STATUSES)[number];

/** IB dossier and IB report statuses (01 §4). */
export const IB_STATUSES = ['ON_HEAD_CHECK', 'NEED_IMPROVE', 'APPROVED'] as const;
/** An IB dossier/report status. */
export type IbStatus = (typeof IB_STATUSES)[number];

/** Act statuses (02 §4). */
export const ACT_STATUSES = [
  'NEW',
  'UNDER_CONSIDERATION',
  'AWAIT_IN_GAME',
  'SENT_TO_LEADER',
  'DECLINED',
  'EXECUTED',
  'EXPIRED',
] as const;
/** An act status. */
export type ActStatus = (typeof ACT_STATUSES)[number];

/** Warrant order statuses (02 §4). */
export const ORDER_STATUSES = ['ON_CHECK', 'APPROVED', 'DECLINED'] as const;
/** An order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Office request statuses (02 §4). */
export const OFFICE_STATUSES = ['ON_CHECK', 'APPROVED', 'DECLINED'] as const;
/** An office request status. */
export type OfficeStatus = (typeof OFFICE_STATUSES)[number];

/** Inactivity statuses (02 §4). */
export const INACTIVITY_STATUSES = ['ON_HR_CHECK', 'APPROVED', 'DECLINED'] as const;
/** An inactivity status. */
export type InactivityStatus = (typeof INACTIVITY_STATUSES)[number];

/** National security report statuses (02 §4). */
export const NATIONAL_SECURITY_STATUSES = [
  'ON_INSPECTOR_CHECK',
  'NEED_IMPROVE',
  'APPROVED',
] as const;
/** A national security report status. */
export type NationalSecurityStatus = (typeof NATIONAL_SECURITY_STATUSES)[number];

/** Laboratory request statuses (03 §4). */
export const LAB_STATUSES = ['ON_CHECK', 'IN_PROGRESS', 'CANCELED', 'DONE', 'EXPIRED'] as const;
/** A laboratory request status. */
export type LabStatus = (typeof LAB_STATUSES)[number];

/** Suspect statuses (03 §4). */
export const SUSPECT_STATUSES = ['ON_LAB', 'FIRST', 'RECIDIVE', 'DECLINED', 'EXPIRED'] as const;
/** A suspect status. */
export type SuspectStatus = (typeof SUSPECT_STATUSES)[number];

/** DEA home check statuses (03 §4). */
export const DEA_HOME_STATUSES = [
  'ON_HEAD_CHECK',
  'CHECK_ALLOWED',
  'EXPIRED',
  'CANCELED',
  'SUCCESS',
] as const;
/** A DEA home check status. */
export type DeaHomeStatus = (typeof DEA_HOME_STATUSES)[number];

/** DEA report statuses (03 §4). */
export const DEA_REPORT_STATUSES = ['ON_HEAD_CHECK', 'CHECKED'] as const;
/** A DEA report status. */
export type DeaReportStatus = (typeof DEA_REPORT_STATUSES)[number];

/** Academy template statuses (03 §3, §4). */
export const ACADEMY_TEMPLATE_STATUSES = ['INACTIVE', 'ACTIVE'] as const;
/** An academy template status. */
export type AcademyTemplateStatus = (typeof ACADEMY_TEMPLATE_STATUSES)[number];

/** Exam test states (03 §3, §4). */
export const EXAM_TEST_STATES = ['OPENED', 'CLOSED'] as const;
/** An exam test state. */
export type ExamTestState = (typeof EXAM_TEST_STATES)[number];

/** Agent test results, sent as these Russian values (03 §4, §9). */
export const TEST_RESULT_VALUES = ['Сдал', 'Не Сдал'] as const;
/** An agent test result. */
export type TestResultValue = (typeof TEST_RESULT_VALUES)[number];

/** Label and tone of one status. */
export interface StatusInfo {
  label: string;
  tone: StatusTone;
}

/** Every status machine: value → label and tone. */
export const STATUS_MACHINES = {
  /** 01 §4. Labels ours. */
  mw: {
    ON_SENIOR_CHECK: { label: 'На проверке у старшего агента', tone: 'info' },
    NEED_IMPROVE: { label: 'Требуются доработки', tone: 'warning' },
    APPROVED: { label: 'Одобрен', tone: 'success' },
    ORDER_ASSIGNED: { label: 'Выдан ордер на арест', tone: 'danger' },
    SUSPECT_CAUGHT: { label: 'Подозреваемый задержан', tone: 'success' },
    CANCELED: { label: 'Отменён', tone: 'neutral' },
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
    EXPIRED: { label: 'Вышел срок', tone: 'neutral' },
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
    IN_PROGRESS: { label: 'В обработке', tone: 'warning' },
    CANCELED: { label: 'Отменено', tone: 'danger' },
    DONE: { label: 'Выполнено', tone: 'success' },
    EXPIRED: { label: 'Вышел срок', tone: 'neutral' },
  },
  /** 03 §4 exact labels (staff view; public view see {@link suspectPublicLabel}). */
  suspect: {
    ON_LAB: { label: 'В криминалистической лаборатории', tone: 'info' },
    FIRST: { label: 'Первый арест произведен', tone: 'warning' },
    RECIDIVE: { label: 'Рецидив', tone: 'danger' },
    DECLINED: { label: 'Отклонено лабораторией', tone: 'neutral' },
    EXPIRED: { label: 'Вышел срок', tone: 'neutral' },
  },
  /** 03 §4: EXPIRED, CANCELED, SUCCESS exact; ON_HEAD_CHECK and CHECK_ALLOWED ours. */
  deaHomeCheck: {
    ON_HEAD_CHECK: { label: 'На проверке у главы DEA', tone: 'info' },
    CHECK_ALLOWED: { label: 'Проверка разрешена', tone: 'warning' },
    EXPIRED: { label: 'Прошло 48 часов', tone: 'neutral' },
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
    INACTIVE: { label: 'Неактивен', tone: 'neutral' },
    ACTIVE: { label: 'Активен', tone: 'success' },
  },
  /** 03 §2 exact labels ('Открыт' / 'Закрыт' in the exam edit modal). */
  examTestState: {
    OPENED: { label: 'Открыт', tone: 'info' },
    CLOSED: { label: 'Закрыт', tone: 'neutral' },
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
