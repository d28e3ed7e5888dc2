/**
 * Every user-facing validation and error message. Exact strings of the spec (§5 and §8 of 01, 02,
 * 03) are copied letter for letter, typos included. Entries under "chosen" are ours where the
 * spec says the wording is not shown.
 */

import { ERROR_CATALOGUE } from './errorCatalogue.ts';

/** Host of the social-network profile link of an agent (01 §5 `{host}`). */
export const SOCIAL_HOST = 'vk.com';

/** All messages, keyed by purpose (the error catalogue included). */
export const MESSAGES = {
  ...ERROR_CATALOGUE,
  // ---- 01 §5 exact ----
  nickEmpty: 'Ник не может быть пустым.',
  nickTooLong: 'Ник не может содержать более 50 символов.',
  nickFormat:
    'Ник должен быть в формате Имя_Фамилия (без цифр, с обязательным нижним подчеркиванием, и первая буква заглавная).',
  loginBothEmpty: 'Введите имя пользователя и пароль',
  loginUsernameEmpty: 'Введите имя пользователя',
  loginPasswordEmpty: 'Введите пароль',
  fieldAboveRequired: 'Заполните поле выше',
  rankEmpty: 'Ранг не может быть пустым',
  agentNoFormat: 'Номер агента должен состоять из трех цифр (от 000 до 999)',
  agentNoEmpty: 'Номер агента не может быть пустым',
  /** 409 of team add/update: the spec shows no text for a taken nick — ours. */
  nickTaken: 'Агент с таким ником уже существует',
  /** 409 of team add/update: the spec shows no text for a taken agent number — ours. */
  agentNoTaken: 'Номер агента уже занят',
  vkLinkEmpty: 'Ссылка на ВКонтакте не может быть пустой.',
  vkLinkFormat: `Ссылка должна быть в формате ${SOCIAL_HOST}/имя-пользователя, допустимы только буквы, цифры и подчеркивания.`,
  deleteReasonEmpty: 'Причина удаления агента не указана',
  deleteSelf: 'Нельзя удалить себя',
  punishReasonEmpty: 'Причина наказания',
  linksEmpty: 'Нужно добавить хотя бы одну ссылку',
  linksInvalid: 'Одна или несколько ссылок имеют неверный формат',
  commentEmpty: 'Заполните комментарий!',
  arrestRegionEmpty: 'Заполните регион!',
  arrestCityEmpty: 'Заполните город!',
  arrestGuiltEmpty: 'Заполните признание вины!',
  newsPhotoNeedsHeader: 'Для загрузки фотографий заполните заголовок!',

  // ---- 01 §8 / 02 §8 / 03 §8 exact ----
  noOpenInvestigations: 'Нет открытых расследований для подачи рапорта',
  noAccess: 'У вас нет доступа к этой функции',
  noInvestigationAccess: 'У вас нет доступа к текущим расследованиям',
  reportsNotFound: 'Рапорты не найдены',
  noTests: 'Нет доступных тестов',
  noComment: 'Нет комментария',
  unknown: 'Неизвестно',
  unknownAuditType: 'Неизвестный тип аудита',
  noApprover: 'Не назначен',
  noCommentShort: 'Нет',
  noAccessLevel: 'Не выдан',
  scheduleFactionEmpty: 'Не задано',
  noExpertise: 'Экспертизы отсутствуют.',
  noAnswer: 'Ответ отсутствует',
  testUnavailable: 'Тест недоступен для запуска',
  achievementReceived: 'Достижение получено!',

  // ---- 02 §5 exact ----
  actCautionsEmpty: 'Статьи нарушений не могут быть пустыми',
  punishmentTypeEmpty: 'Тип наказания не может быть пустым',
  demotionRanksRequired: 'При понижении необходимо указать количество рангов!',
  punishmentProveEmpty: 'Ссылка на доказательство наказания не может быть пустой',
  punishmentProveInvalid: 'Ссылка на доказательство наказания имеет некорректный формат.',
  verdictEmpty: 'Вердикт не может быть пустым',
  orderOperationTypeEmpty: 'Заполните тип операции!',
  orderDeclineReasonEmpty: 'Заполните причину отклонения ордера!',
  demotionRanksInvalid: 'При понижении необходимо указать правильное количество рангов!',
  fullNameEmpty: 'Имя и Фамилия не могут бысть пустыми',
  fullNameTooLong: 'Имя и фамилия не могут содержать более 50 символов.',
  genderEmpty: 'Пол не может быть пустым',
  ethnicityEmpty: 'Этнос не может быть пустым',
  birthDateEmpty: 'Дата рождения не может быть пустой',
  birthDateRange: 'Дата рождения должна быть в диапазоне от 1900 до 2100 года',
  birthPlaceEmpty: 'Место рождения не может быть пустым',
  birthPlaceTooLong: 'Место рождения не может содержать более 150 символов.',
  citizenshipEmpty: 'Гражданство не может быть пустым',
  residenceEmpty: 'Место жительства не может быть пустым',
  insuranceEmpty: 'Номер страховки не может быть пустым',
  maritalStatusEmpty: 'Семейное положение не может быть пустым',
  phoneEmpty: 'Номер телефона не может быть пустым',
  biographyEmpty: 'Автобиография не может быть пустым',
  educationEmpty: 'Образование не может быть пустым',
  qualitiesEmpty: 'Качества не могут быть пустыми',
  serviceRecordEmpty: 'Послужной список не может быть пустым',
  skillsEmpty: 'Навыки не могут быть пустыми',
  skillsTooLong: 'Навыки не могут содержать более 2500 символов.',

  // ---- 03 §5 / §8 exact ----
  labStructureInvalid: 'Неверная структура данных по экспертизам.',
  labExpertiseFieldsEmpty: 'Не заполнены все поля для экспертизы №{n}.',
  labExpertiseLinkInvalid: 'Неверный формат ссылки для экспертизы №{n}.',
  arrestLinkEmpty: 'Ссылка не может быть пустой.',
  arrestLinkInvalid: 'Ссылка имеет невалидный формат.',
  deaCheckFactionEmpty: 'Выберите организацию, для которой будет проверка',
  deaCheckTimeEmpty: 'Выберите время проверки',

  // ---- chosen: the spec says "not shown" for these ----
  /** Shared comment check (02 §5 office/inactivity, 03 §5 lab decline / home-check cancel): not shown. */
  commentRequired: 'Комментарий не может быть пустым',
  /** Articles list empty (01 §5 "at least one required", message not shown). */
  articlesEmpty: 'Нужно добавить хотя бы одну статью',
  /** UK article format N.N УК (01 §5, 02 §5; message not shown). */
  ukArticleFormat: 'Статьи должны быть в формате N.N УК (например, 12.1 УК)',
  /** IB article format N.N УК/АК/ФП (01 §5; message not shown). */
  ibArticleFormat: 'Статьи должны быть в формате N.N УК, N.N АК или N.N ФП',
  /** IB dossier suspicions empty (01 §5; not shown). */
  suspicionsEmpty: 'Нужно добавить хотя бы одно подозрение',
  descriptionEmpty: 'Описание не может быть пустым',
  factionEmpty: 'Организация не может быть пустой',
  jointEmpty: 'Укажите, является ли расследование совместным',
  /** A non-joint investigation started by the director's office names its branch (ours, 01 §3 direction). */
  directionEmpty: 'Выберите направление расследования',
  reportsNotSelected: 'Выберите хотя бы один рапорт',
  /** No investigation chosen to file a report to or to end (ours; 01 §2 forms, nothing preselected). */
  investigationNotChosen: 'Выберите расследование',
  raceEmpty: 'Раса не может быть пустой',
  nationEmpty: 'Национальность не может быть пустой',
  activityEmpty: 'Род деятельности не может быть пустым',
  signsEmpty: 'Особые приметы не могут быть пустыми',
  photoEmpty: 'Загрузите фотографию',
  mainViolationEmpty: 'Выберите основное нарушение',
  sexEmpty: 'Пол не может быть пустым',
  eyesEmpty: 'Цвет глаз не может быть пустым',
  eyesTooLong: 'Цвет глаз не может содержать более 100 символов.',
  hairEmpty: 'Цвет волос не может быть пустым',
  hairTooLong: 'Цвет волос не может содержать более 100 символов.',
  heightEmpty: 'Рост не может быть пустым',
  heightTooLong: 'Рост не может содержать более 100 символов.',
  weightEmpty: 'Вес не может быть пустым',
  weightTooLong: 'Вес не может содержать более 100 символов.',
  birthDateFormat: 'Дата рождения должна быть в формате ГГГГ-ММ-ДД',
  organizationEmpty: 'Организация не может быть пустой',
  positionEmpty: 'Должность не может быть пустой',
  headerEmpty: 'Заголовок не может быть пустым',
  subheaderEmpty: 'Подзаголовок не может быть пустым',
  textEmpty: 'Текст не может быть пустым',
  reasonEmpty: 'Причина не может быть пустой',
  blacklistPeriodInvalid: 'Срок должен быть от 1 до 7 дней',
  proveEmpty: 'Ссылка на доказательство не может быть пустой',
  proveInvalid: 'Ссылка на доказательство имеет некорректный формат.',
  authorEmpty: 'Автор не может быть пустым',
  operationStartEmpty: 'Укажите время начала операции',
  investigationLinkInvalid: 'Ссылка на расследование имеет некорректный формат.',
  /** The server's refusal of a warrant requested less than 12 hours ahead (02 §2.5 rules). */
  warrantLeadTime: 'Ордер запрашивается не позднее чем за 12 часов до начала операции',
  passportEmpty: 'Ссылка на копию паспорта не может быть пустой',
  passportInvalid: 'Ссылка на копию паспорта имеет некорректный формат.',
  officeLevelEmpty: 'Выберите уровень допуска',
  dueDateEmpty: 'Укажите дату окончания инактива',
  dueDateInvalid: 'Дата окончания инактива имеет некорректный формат',
  markEmpty: 'Оценка не может быть пустой',
  markInvalid: 'Оценка должна быть от 0 до 10',
  protocolEmpty: 'Выберите протокол',
  divisionEmpty: 'Подразделение не может быть пустым',
  expertiseEmpty: 'Выберите вид экспертизы',
  expertiseDuplicate: 'Виды экспертиз не должны повторяться',
  objectsEmpty: 'Объекты не могут быть пустыми',
  typeEmpty: 'Тип объекта не может быть пустым',
  goalEmpty: 'Цель не может быть пустой',
  arrestProveEmpty: 'Ссылка на арест не может быть пустой',
  arrestProveInvalid: 'Ссылка на арест имеет некорректный формат.',
  houseNoEmpty: 'Номер дома не может быть пустым',
  houseNoTooLong: 'Номер дома не может содержать более 50 символов.',
  violationDateEmpty: 'Дата нарушения не может быть пустой',
  deaReportRowIncomplete: 'Заполните название и ссылку в каждом блоке',
  deaReportRowLinkInvalid: 'Ссылка в отчёте имеет некорректный формат',
  deaReportEmpty: 'Добавьте хотя бы один блок с названием и ссылкой',
  templateNameEmpty: 'Название шаблона не может быть пустым',
  templateConditionsEmpty: 'Добавьте хотя бы одно условие',
  conditionNameEmpty: 'Заполните название условия №{n}',
  conditionRankEmpty: 'Выберите ранг для условия №{n}',
  conditionTypeEmpty: 'Выберите тип условия №{n}',
  conditionCategoryEmpty: 'Выберите категорию для условия №{n}',
  conditionTestEmpty: 'Выберите тест для условия №{n}',
  testTitleEmpty: 'Название теста не может быть пустым',
  testQuestionsEmpty: 'Добавьте хотя бы один вопрос',
  testQuestionEmpty: 'Заполните текст вопроса №{n}',
  testOptionsTooFew: 'Вопрос №{n} должен иметь не менее 2 вариантов ответа',
  testOptionEmpty: 'Заполните все варианты ответа вопроса №{n}',
  testCorrectIndexInvalid: 'Выберите правильный ответ для вопроса №{n}',
  testFreeTextIndexInvalid: 'У открытого вопроса №{n} не может быть правильного варианта',
} as const;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * Fills `{n}` (and any other `{name}`) placeholders of a message template.
 * @example withParams(MESSAGES.labExpertiseFieldsEmpty, { n: 2 }) // 'Не заполнены все поля для экспертизы №2.'
 */
export function withParams(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
