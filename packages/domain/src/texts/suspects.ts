import { statusLabel } from '../statuses.ts';

/**
 * Texts of the suspects database, its public view, the first-arrest form (03 §2 /db and
 * /db-public, §3 Suspect record) and the public most-wanted page (03 §2 /suspects). Quoted ones
 * are exact; the spec names the other columns, fields and buttons in English, so their Russian
 * wording is ours. Status labels live in statuses.ts, messages in validation/messages.ts, the
 * arrest buttons and field in UI_TEXT.
 */
export const SUSPECTS_TEXT = {
  // Filters and columns (03 §2 /db) — ours.
  initiatorNick: 'Ник инициатора',
  offenderNick: 'Ник нарушителя',
  date: 'Дата',
  initiator: 'Инициатор',
  offender: 'Нарушитель',
  status: 'Статус',
  total: (count: number) => `Всего записей: ${count}`,
  // Detail modal (03 §2 /db) — ours.
  detailTitle: (nick: string) => `Подозреваемый: ${nick}`,
  labReport: 'Заключение лаборатории',
  firstArrestProof: 'Доказательства первого ареста',
  secondArrestProof: 'Доказательства повторного ареста',
  thirdArrestProof: 'Доказательства третьего ареста',
  openProof: 'Открыть',
  // First-arrest form (03 §2, §3 Suspect creation payload nick, prove, arrest) — ours.
  nick: 'Ник задержанного',
  nickPlaceholder: 'Имя_Фамилия',
  prove: 'Ссылка на доказательства нарушения',
  arrest: 'Ссылка на доказательства ареста',
  firstArrestSubmit: 'Отправить',
  // /suspects, the public most-wanted page (03 §2) — ours.
  activeTitle: 'В розыске',
  caughtTitle: 'Пойманы',
  mainViolation: 'Основное нарушение',
  photoAlt: (nick: string) => `Фото: ${nick}`,
  openSmallReport: (nick: string) => `${nick} — открыть карточку в новой вкладке`,
  noneActive: 'Сейчас никто не разыскивается',
  noneCaught: 'Пойманных пока нет',
  /** What a success toast says (issue 24: every action answers) — ours; 03 §4 labels. */
  done: {
    firstArrest: (nick: string) =>
      `Первый арест ${nick} записан, статус «${statusLabel('suspect', 'ON_LAB')}»`,
    secondArrest: (nick: string) =>
      `Повторный арест ${nick} записан, статус «${statusLabel('suspect', 'RECIDIVE')}»`,
    thirdArrest: (nick: string) => `Третий арест ${nick} записан`,
  },
} as const;
