import type { ExpertiseKind, FBI_DIVISIONS } from '../options.ts';
import { statusLabel, type LabStatus } from '../statuses.ts';

/** A laboratory request's status in a success toast (03 §4 labels). */
const labStatus = (id: number, status: LabStatus) =>
  `Запрос экспертизы №${id}: статус «${statusLabel('laboratory', status)}»`;

/**
 * Texts of the laboratory (03 §2 /laboratory, the laboratory request modal, §3 Laboratory request).
 * Quoted ones are exact; the spec names the other columns, fields and buttons in English or not at
 * all, so their Russian wording is ours. Status labels live in statuses.ts, messages in
 * validation/messages.ts, shared buttons in UI_TEXT.
 */
export const LABORATORY_TEXT = {
  // Filter card and columns (03 §2 /laboratory) — ours.
  executorNick: 'Ник исполнителя',
  authorNick: 'Ник автора',
  createdAt: 'Дата создания',
  author: 'Автор',
  approver: 'Исполнитель',
  comment: 'Комментарий',
  status: 'Статус',
  total: (count: number) => `Всего запросов: ${count}`,
  // Detail modal (03 §2) — ours.
  detailTitle: (id: number) => `Запрос экспертизы №${id}`,
  requester: 'Запросил',
  rang: 'Ранг',
  faction: 'Фракция',
  division: 'Подразделение',
  expertise: 'Экспертизы',
  objects: 'Объекты',
  proves: 'Ссылка на доказательства',
  openProves: 'Открыть',
  type: 'Тип объекта',
  goal: 'Цель',
  // Decline and execution modals (03 §2): the field and buttons are UI_TEXT; titles ours.
  declineTitle: 'Отклонение запроса',
  executeTitle: 'Выполнение экспертизы',
  expertiseBlock: (n: number, name: string) => `Экспертиза №${n}: ${name}`,
  answerText: 'Ответ',
  answerLink: 'Ссылка на доказательства',
  answerMethods: 'Метод анализа',
  // Request modal (03 §2 Laboratory request modal) — ours.
  nick: 'Ник',
  requestSubmit: 'Отправить',
  expertiseKind: (n: number) => `Экспертиза ${n}`,
  addExpertise: 'Добавить экспертизу',
  removeExpertise: (n: number) => `Удалить экспертизу ${n}`,
  objectsHint: 'Что передаётся на экспертизу',
  // 'Add another expertise' prompt after success (03 §2: "Add more") — ours.
  anotherTitle: 'Запрос отправлен',
  anotherMessage:
    'Добавить ещё экспертизу? Фракция, ранг, подразделение и ник останутся заполненными.',
  anotherConfirm: 'Добавить ещё',
  anotherDecline: 'Готово',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    requested: (nick: string) =>
      `Запрос экспертизы на ${nick} отправлен, статус «${statusLabel('laboratory', 'ON_CHECK')}»`,
    taken: (id: number) => labStatus(id, 'IN_PROGRESS'),
    approved: (id: number) => labStatus(id, 'DONE'),
    executed: (id: number) => labStatus(id, 'DONE'),
    declined: (id: number) => labStatus(id, 'CANCELED'),
  },
} as const;

/**
 * The database request the server files itself with a first arrest (03 §2 /db, §3 Laboratory
 * request `isDb`), and the answers of its automatic execution (03 §4 'Одобрить'). The spec shows
 * neither, so all are ours; the division and the expertise are values of the request form's lists.
 */
export const DATABASE_REQUEST_TEXT = {
  /** The division of a requester without a direction. */
  division: 'Руководство' satisfies (typeof FBI_DIVISIONS)[number],
  expertise: 'Дактилоскопическая экспертиза' satisfies ExpertiseKind,
  objects: (nick: string) => `Задержанный ${nick}`,
  type: 'Задержанный',
  goal: 'Установление личности и причастности задержанного',
  answerText: 'Совпадение с базой данных подтверждено автоматически.',
  answerMethods: 'Автоматическая сверка с базой данных',
} as const;
