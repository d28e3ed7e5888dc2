import { statusLabel, type DeaHomeStatus } from '../statuses.ts';

/** A home check's status in a success toast (03 §4 labels). */
const homeStatus = (houseNo: string, status: DeaHomeStatus) =>
  `Обыск жилища №${houseNo}: статус «${statusLabel('deaHomeCheck', status)}»`;

/**
 * Texts of the DEA screens (03 §2 /dea-home, /dea-check, /dea-report and their modals, §3).
 * The spec names the columns, fields and buttons in English, so their Russian wording is ours;
 * status labels live in statuses.ts, messages in validation/messages.ts.
 */
export const DEA_TEXT = {
  // /dea-home columns and main modal (03 §2) — ours.
  houseNo: 'Номер дома',
  author: 'Автор',
  nick: 'Ник проверяемого',
  faction: 'Фракция',
  rang: 'Ранг',
  status: 'Статус',
  violationDate: 'Дата нарушения',
  executor: 'Исполнитель',
  comment: 'Комментарий',
  notSet: '—',
  total: (count: number) => `Всего запросов: ${count}`,
  checkTitle: (houseNo: string) => `Обыск жилища №${houseNo}`,
  grounds: 'Основания',
  groundsTitle: (houseNo: string) => `Основания обыска жилища №${houseNo}`,
  proofs: 'Доказательства',
  proofsTitle: (houseNo: string) => `Доказательства проверки жилища №${houseNo}`,
  allow: 'Разрешить проверку',
  cancel: 'Отменить проверку',
  delete: 'Удалить',
  conduct: 'Провести проверку',
  cancelTitle: 'Отмена проверки',
  cancelComment: 'Причина отмены',
  deleteTitle: 'Удаление запроса',
  deleteMessage: 'Удалить запрос на обыск жилища? Действие нельзя отменить.',
  conductTitle: 'Проведение проверки',
  conductProofs: 'Ссылки на доказательства',
  // Request modal (03 §2 DEA home check request modal) — ours.
  requestSubmit: 'Отправить',
  requestProofs: 'Ссылки на основания',
  // /dea-check (03 §2) — ours except 'Не задано' (UI_TEXT.scheduleFactionEmpty).
  day: 'День недели',
  time: 'Время',
  agents: 'Агенты',
  noAgents: 'Не назначены',
  editTitle: (day: string) => `Проверка: ${day}`,
  save: 'Сохранить',
  // /dea-report (03 §2) — ours.
  submittedAt: 'Дата подачи',
  submitter: 'Автор',
  /** The count under the title: 03 §2 calls these "work reports", not requests. */
  reportsTotal: (count: number) => `Всего отчётов: ${count}`,
  reportTitle: 'Название',
  reportLink: 'Ссылка',
  reportRow: (n: number) => `Блок ${n}`,
  addRow: 'Добавить блок',
  removeRow: (n: number) => `Удалить блок ${n}`,
  /** What a success toast says (issue 24: every action answers) — ours; 03 §4 labels. */
  done: {
    homeRequested: (houseNo: string) => homeStatus(houseNo, 'ON_HEAD_CHECK'),
    homeAllowed: (houseNo: string) => homeStatus(houseNo, 'CHECK_ALLOWED'),
    homeCancelled: (houseNo: string) => homeStatus(houseNo, 'CANCELED'),
    homeConducted: (houseNo: string) => homeStatus(houseNo, 'SUCCESS'),
    homeDeleted: (houseNo: string) => `Запрос на обыск жилища №${houseNo} удалён`,
    scheduleSaved: (day: string, time: string) => `Проверка (${day}, ${time}) сохранена`,
    reportFiled: `Отчёт DEA подан, статус «${statusLabel('deaReport', 'ON_HEAD_CHECK')}»`,
    reportChecked: (author: string) =>
      `Отчёт DEA ${author}: статус «${statusLabel('deaReport', 'CHECKED')}»`,
  },
} as const;
