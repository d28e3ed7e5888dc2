/**
 * The machines of 03 §4: laboratory request, suspect, DEA home check, DEA report, academy
 * template and exam test state. Roles come from the permission table of 03 §6.
 */
import { isPublicUser, type Role } from '../roles.ts';
import type {
  AcademyTemplateStatus,
  DeaHomeStatus,
  DeaReportStatus,
  ExamTestState,
  LabStatus,
  SuspectStatus,
} from '../statuses.ts';
import type { RecordFacts, Transition } from './transition.ts';

const fromDatabase = (facts: RecordFacts): boolean => facts.isDb === true;
const isStaff = (roles: readonly Role[]): boolean => !isPublicUser(roles);

/**
 * Laboratory request (03 §2 /laboratory, §4). 'Взять в работу' only for a request not from the
 * suspects database, 'Одобрить' (automatic execution) only for one from it, both from ON_CHECK;
 * 'Завершить работу' from IN_PROGRESS; 'Отклонить' from ON_CHECK or IN_PROGRESS. CANCELED, DONE
 * and EXPIRED are terminal.
 */
export const LAB_MACHINE = {
  take: {
    from: ['ON_CHECK'],
    who: 'laboratoryActions',
    to: 'IN_PROGRESS',
    verb: 'взять запрос в работу',
    when: {
      test: (facts) => !fromDatabase(facts),
      message: 'Запрос из базы данных не берётся в работу, а одобряется',
    },
  },
  approve: {
    from: ['ON_CHECK'],
    who: 'laboratoryActions',
    to: 'DONE',
    verb: 'одобрить запрос',
    when: {
      test: fromDatabase,
      message: 'Автоматически исполняются только запросы из базы данных',
    },
  },
  finish: {
    from: ['IN_PROGRESS'],
    who: 'laboratoryActions',
    to: 'DONE',
    verb: 'завершить экспертизу',
  },
  // 03 §4: "the resulting status is not shown (CANCELED is the presumed result)".
  decline: {
    from: ['ON_CHECK', 'IN_PROGRESS'],
    who: 'laboratoryActions',
    to: 'CANCELED',
    verb: 'отклонить запрос',
  },
} as const satisfies Record<string, Transition<LabStatus>>;

/**
 * Suspect (03 §4; 03 §6 "status buttons depend only on status"): a second arrest from FIRST, a
 * third from RECIDIVE; ON_LAB, DECLINED and EXPIRED are terminal for the user. The laboratory
 * moves ON_LAB on (see the laboratory machine), not a user action.
 */
export const SUSPECT_MACHINE = {
  // 03 §4: "expected result RECIDIVE; the server-side result is not shown".
  secondArrest: {
    from: ['FIRST'],
    who: 'suspectsDb',
    to: 'RECIDIVE',
    verb: 'зафиксировать повторный арест',
  },
  // No status after RECIDIVE exists (03 §4): the third arrest is recorded and the status stays,
  // so it is recorded once: a second one would replace its proof (ours, 03 §4 is silent).
  thirdArrest: {
    from: ['RECIDIVE'],
    who: 'suspectsDb',
    to: 'RECIDIVE',
    verb: 'зафиксировать третий арест',
    when: {
      test: (facts) => !facts.thirdArrestProve,
      message: 'Третий арест уже зафиксирован',
    },
  },
} as const satisfies Record<string, Transition<SuspectStatus>>;

/**
 * DEA home check (03 §4, §6): from ON_HEAD_CHECK the head or higher cancels, allows or deletes;
 * from CHECK_ALLOWED anyone who may open rows conducts it, the deciders may delete it. EXPIRED
 * (48 hours after approval) is read from the approval time.
 */
export const DEA_HOME_MACHINE = {
  cancel: {
    from: ['ON_HEAD_CHECK'],
    who: 'deaHomeDecide',
    to: 'CANCELED',
    verb: 'отменить проверку',
  },
  allow: {
    from: ['ON_HEAD_CHECK'],
    who: 'deaHomeDecide',
    to: 'CHECK_ALLOWED',
    verb: 'разрешить проверку',
  },
  // 03 §4: "the result is presumably SUCCESS; not shown".
  conduct: {
    from: ['CHECK_ALLOWED'],
    who: 'deaHomeOpen',
    to: 'SUCCESS',
    verb: 'провести проверку',
  },
  delete: {
    from: ['ON_HEAD_CHECK', 'CHECK_ALLOWED'],
    who: 'deaHomeDecide',
    to: null,
    verb: 'удалить проверку',
  },
} as const satisfies Record<string, Transition<DeaHomeStatus>>;

/**
 * Refusals of a status the two DEA home check status calls may not set (03 §7): the call with a
 * comment only cancels, the one without only allows — ours.
 */
export const DEA_HOME_STATUS_MESSAGES = {
  cancelOnly: 'С комментарием проверка только отменяется (CANCELED)',
  allowOnly: 'Этим вызовом проверка только разрешается (CHECK_ALLOWED)',
} as const;

/**
 * DEA report (03 §4): ON_HEAD_CHECK ('На проверке у главы DEA') → CHECKED ('Просмотрено') is the
 * head's check. The report page carries no token (03 §7) and cannot tell who opens it, so the
 * check is our token-carrying `PUT /api/v1/dea-reports/{id}/check`, sent when a reviewer who is
 * not the author opens the row (canCheckDeaReport).
 */
export const DEA_REPORT_MACHINE = {
  check: {
    from: ['ON_HEAD_CHECK'],
    who: 'deaReportCheck',
    to: 'CHECKED',
    verb: 'просмотреть отчёт',
  },
} as const satisfies Record<string, Transition<DeaReportStatus>>;

/** Academy template (03 §2, §4): an INACTIVE template is edited or activated (director only). */
export const ACADEMY_TEMPLATE_MACHINE = {
  edit: {
    from: ['INACTIVE'],
    who: 'academyTemplates',
    to: 'INACTIVE',
    verb: 'изменить активный шаблон',
  },
  activate: {
    from: ['INACTIVE'],
    who: 'academyTemplates',
    to: 'ACTIVE',
    verb: 'активировать шаблон',
  },
} as const satisfies Record<string, Transition<AcademyTemplateStatus>>;

/**
 * Exam test state (03 §2, §4): the agent takes an OPENED test on their own row, which closes it;
 * an exam editor reopens a CLOSED one; a reviewer marks a CLOSED (submitted) one.
 */
export const EXAM_TEST_MACHINE = {
  take: { from: ['OPENED'], who: isStaff, to: 'CLOSED', verb: 'пройти тест' },
  reopen: { from: ['CLOSED'], who: 'academyExamsEdit', to: 'OPENED', verb: 'открыть тест' },
  mark: { from: ['CLOSED'], who: 'reviewAgentTests', to: 'CLOSED', verb: 'оценить несданный тест' },
} as const satisfies Record<string, Transition<ExamTestState>>;
