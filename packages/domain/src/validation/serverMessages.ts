/**
 * Messages of refusals only the server makes: the portal's forms never send what they refuse
 * (an unknown id or enum value, a malformed body, a call out of order), so no form shows them
 * before the request, but the portal's error toast shows whatever message comes back (01 §8
 * "Any other error: server message"). 01 §8 says "Specific server error codes other than the two
 * above: not shown", so every text here is ours. The spec's own messages stay in MESSAGES and
 * ERROR_CATALOGUE (the 401s of 01 §8, 403 'У вас нет доступа к этой функции'), refusals of a
 * status call beside their machine (ACT_SERVER_STATUS_MESSAGE and the like).
 */
import { TEST_RESULT_VALUES } from '../statuses.ts';

/** 404: what is missing, by the kind of record an id or nick was looked up in — ours. */
export const NOT_FOUND_MESSAGES = {
  /** Any record without a message of its own (blacklist entries, suspects). */
  record: 'Запись не найдена',
  /** A path no operation of the contract has. */
  apiCall: 'Нет такого вызова API',
  file: 'Файл не найден',
  agent: 'Агент не найден',
  /** The employee of a profile looked up by nick. */
  employee: 'Сотрудник не найден',
  punishment: 'Наказание не найдено',
  audit: 'Запись аудита не найдена',
  news: 'Новость не найдена',
  investigation: 'Расследование не найдено',
  raport: 'Рапорт не найден',
  mostWanted: 'MW-отчёт не найден',
  dossier: 'Досье не найдено',
  act: 'Акт не найден',
  order: 'Ордер не найден',
  /** An office access or inactivity request. */
  application: 'Заявка не найдена',
  /** A national security report or a DEA work report. */
  report: 'Отчёт не найден',
  labRequest: 'Запрос не найден',
  homeCheck: 'Проверка не найдена',
  deaCheck: 'Запись расписания не найдена',
  template: 'Шаблон не найден',
  activeTemplate: 'Активный шаблон не найден',
  exam: 'Экзамен не найден',
  test: 'Тест не найден',
} as const;

/** 400/401/405/409/415 answers of the server, by what was refused — ours. */
export const SERVER_MESSAGES = {
  // ---- the request itself (the contract's checks, before any rule) ----
  invalidId: 'Некорректный идентификатор',
  bodyNotJson: 'Тело запроса должно быть JSON',
  bodyNotObject: 'Тело запроса должно быть JSON-объектом',
  /** 415: a JSON body sent under another content type. */
  bodyNotJsonType: 'Тело запроса должно иметь тип application/json',
  multipartExpected: 'Ожидается multipart/form-data с полем file',
  fileMissing: 'Файл не передан',
  /** A body field of the wrong type, enum value, format, length or bounds (`path` like `a[0].b`). */
  invalidField: (path: string) => `Некорректное значение поля ${path}`,
  /** A body field the contract requires and no validator names. */
  missingField: (path: string) => `Не заполнено поле ${path}`,
  missingParam: (name: string) => `Не указан параметр ${name}`,
  invalidParam: (name: string) => `Некорректное значение параметра ${name}`,
  invalidDateParam: (name: string) => `Некорректная дата в параметре ${name}`,
  /** 405 for a path of the contract called with a method it has no operation for. */
  methodNotAllowed: (allow: readonly string[]) => `Метод не поддерживается: ${allow.join(', ')}`,

  // ---- the access token (401 UNAUTHORIZED: the client then tries one refresh) ----
  authRequired: 'Требуется авторизация',
  tokenInvalid: 'Недействительный токен доступа',
  tokenExpired: 'Срок действия токена истёк',

  // ---- values outside the domain's lists (01 §3, §5; 02 §3; 03 §3) ----
  unknownRank: 'Неизвестный ранг',
  unknownDirection: 'Неизвестное направление',
  invalidRoles: 'Некорректный список ролей',
  unknownPunishmentType: 'Неизвестный тип наказания',
  unknownOfficeLevel: 'Неизвестный уровень допуска',
  /** A profile photo that is neither a preset (02 §2.11) nor an upload of this server. */
  photoNotOffered: 'Выберите изображение из предложенных',
  /** An agent edit whose oldNick is not the member's nick (01 §7 team update). */
  nickMismatch: 'Ник агента не совпадает с текущим',

  // ---- formats the forms' pickers guarantee ----
  operationStartInvalid: 'Некорректное время начала операции',
  dueDateFormat: 'Дата окончания должна быть в формате ГГГГ-ММ-ДД',
  dateFormat: 'Дата должна быть в формате ГГГГ-ММ-ДД',
  timeFormat: 'Время должно быть в формате ЧЧ:ММ',

  // ---- investigations (01 §4: only APPROVED reports of one open investigation close it) ----
  onlyApprovedReports: 'Можно прикрепить только принятые рапорты',
  reportsOfOneInvestigation: 'Рапорты должны относиться к одному расследованию',
  investigationClosed: 'Расследование уже закрыто',
  investigationStillOpen: 'Отчёт доступен только по закрытому расследованию',

  // ---- documents of a record not yet in the status that makes them ----
  warrantNotIssued: 'Ордер ещё не выдан',
  inactivityNotApproved: 'Приказ формируется только по одобренному инактиву',
  labRequestNotDone: 'Заключение доступно только по выполненному запросу',

  // ---- DEA check schedule (03 §2 /dea-check: agents are chosen from the DEA team) ----
  notInDeaTeam: (nick: string) => `${nick} не состоит в команде DEA`,

  // ---- academy exams and tests (03 §2 /academy, test modals) ----
  conditionMissing: 'Не указано условие',
  notTestCondition: 'Это не тестовое условие',
  /** A TEST row's result goes through the test result call, not the cell edit. */
  testResultSeparate: 'Результат теста меняется отдельно',
  testResultValue: `Результат должен быть ${TEST_RESULT_VALUES.map((v) => `«${v}»`).join(' или ')}`,
  cellNotText: 'Значение должно быть строкой',
  cellLogicalOnly: (condition: string) => `Для «${condition}» допустимо только true или false`,
  cellNotInCategory: (condition: string) => `Недопустимое значение для «${condition}»`,
} as const;
