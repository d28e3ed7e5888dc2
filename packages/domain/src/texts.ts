/**
 * Fixed UI strings of the screens (not validation messages). Exact where the spec quotes Russian;
 * entries marked "ours" translate strings the spec gives in English or not at all.
 */
import { WARRANT_LEAD_HOURS, WARRANT_VALID_HOURS } from './constants.ts';

/** UI strings keyed by purpose. */
export const UI_TEXT = {
  /** 02 §2.11 (01 §1 gives it in English). */
  achievementReceived: 'Достижение получено!',
  /** 02 §2.9. */
  confirmDeletePunishment: 'Вы уверены, что хотите удалить наказание из реестра?',
  /** 01 §2, 02 §2.10 "Are you sure you want to cancel the protocol?" — ours. */
  confirmDeactivateProtocol: 'Вы уверены, что хотите отменить протокол?',
  /** 01 §2, 02 §2.5 "I have read the rules" — ours. */
  warrantRulesAccept: 'Я ознакомился с правилами',
  /** 02 §2.5 warrant rules text (content from the spec, wording ours). */
  warrantRulesText: `Запрос на ордер подаётся не позднее чем за ${WARRANT_LEAD_HOURS} часов до начала операции. Выданный ордер действителен ${WARRANT_VALID_HOURS} часа.`,
  /** 02 §2.11. */
  biographyDefault: 'Добавьте о себе пару слов',
  /** 02 §2.11. */
  staffAudit: 'Кадровый аудит',
  /** 02 §2.11. */
  report: 'Отчёт',
  /** 02 §2.11. */
  delete: 'Удалить',
  /** 03 §2 laboratory status menu. */
  changeStatus: 'Изменить статус',
  /** 03 §2. */
  takeIntoWork: 'Взять в работу',
  /** 03 §2. */
  approve: 'Одобрить',
  /** 03 §2. */
  finishWork: 'Завершить работу',
  /** 03 §2. */
  decline: 'Отклонить',
  /** 03 §2 decline modal field. */
  declineReasonPlaceholder: 'Введите причину отклонения',
  /** 03 §2. */
  cancel: 'Отмена',
  /** 03 §2 execution modal. */
  execute: 'Выполнить',
  /** 03 §2 arrest modals. */
  arrestProofField: 'Ссылка на доказательства',
  /** 03 §2. */
  send: 'Отправить',
  /** 03 §2. */
  secondArrest: 'Повторный арест',
  /** 03 §2. */
  thirdArrest: 'Третий арест',
  /** 03 §2 /agent-tests. */
  answerCorrect: 'Ответ верный',
  /** 03 §2 /agent-tests. */
  answerWrong: 'Ответ неверный',
  /** 03 §2 /agent-tests. */
  answerMissing: 'Ответ отсутствует',
  /** 03 §2 /laboratory. */
  noExpertise: 'Экспертизы отсутствуют.',
  /** 03 §2 template conditions / tests list. */
  noTests: 'Нет доступных тестов',
  /** 03 §2 test taking. */
  testUnavailable: 'Тест недоступен для запуска',
  /** 02 §2.5, 02 §2.6, 03 §2: no approver. */
  noApprover: 'Не назначен',
  /** 02 §2.5, 03 §2: no comment in order and laboratory lists. */
  noCommentShort: 'Нет',
  /** 01 §8, 02 §2.8: no comment in views. */
  noComment: 'Нет комментария',
  /** 02 §2.6: no access level. */
  noAccessLevel: 'Не выдан',
  /** 03 §2 /dea-check: empty faction. */
  scheduleFactionEmpty: 'Не задано',
  /** 01 §8: empty report search. */
  reportsNotFound: 'Рапорты не найдены',
  /** 01 §5: hint under an empty login field. */
  fieldAboveRequired: 'Заполните поле выше',
  /** 02 §2.1, §2.9 filter buttons (02 §2.9 says Update; 02 §2.1 Refresh) — ours. */
  filtersReset: 'Сбросить',
  /** 02 §2.1, §2.9 — ours. */
  filtersApply: 'Обновить',
  /** Any registry: a failed load offers a retry — ours. */
  listLoadFailed: 'Не удалось загрузить список.',
  /** Any registry — ours. */
  retry: 'Повторить',
  /** Any registry with no row for the filters — ours. */
  listEmpty: 'Записи не найдены',
  /** Any filtered registry with no row for the filters — ours. */
  listEmptyFiltered: 'По выбранным фильтрам ничего не найдено',
  /** A select with nothing chosen in a filter card — ours. */
  anyValue: 'Любой',
  /** Edit modal buttons (02 §2.9 "Delete and Change") — ours. */
  change: 'Изменить',
  /** Save buttons of create forms — ours. */
  create: 'Создать',
  /** Close buttons — ours. */
  close: 'Закрыть',
} as const;

/**
 * Texts of the punishments registry (02 §2.9). The spec names the columns and fields in English;
 * the Russian wording is ours except where quoted.
 */
export const PUNISHMENTS_TEXT = {
  violator: 'Нарушитель',
  faction: 'Фракция',
  articles: 'Статьи нарушений',
  /** An entry in the N.N УК format (02 §5). */
  articlesPlaceholder: '1.1 УК',
  measure: 'Мера наказания',
  violationProof: 'Доказательства нарушения',
  punishmentProof: 'Доказательство наказания',
  executor: 'Исполнитель',
  date: 'Дата',
  type: 'Тип наказания',
  rangCount: 'Количество рангов',
  dateFrom: 'Дата с',
  dateTo: 'Дата по',
  executorNick: 'Ник исполнителя',
  violatorNick: 'Ник нарушителя',
  openProofs: 'Открыть',
  openProof: 'Открыть',
  proofsTitle: 'Доказательства нарушения',
  editTitle: 'Наказание',
  createTitle: 'Выдать наказание',
  createSubmit: 'Выдать',
  deleteTitle: 'Удаление наказания',
  noProof: 'Нет',
  total: (count: number) => `Всего записей: ${count}`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    issued: (nick: string, type: string) => `Наказание «${type}» для ${nick} внесено в реестр`,
    changed: (nick: string, type: string) => `Наказание для ${nick} изменено на «${type}»`,
    deleted: (nick: string) => `Наказание для ${nick} удалено из реестра`,
  },
} as const;

/** The login modal (01 §2, §5); the spec names the fields in English — ours. */
export const LOGIN_TEXT = {
  title: 'Вход',
  username: 'Имя пользователя',
  password: 'Пароль',
  submit: 'Войти',
} as const;
