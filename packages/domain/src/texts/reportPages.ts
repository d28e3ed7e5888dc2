/**
 * Labels of the printable report pages the server writes (the report calls of 01 §7, 02 §7 and
 * 03 §7 answer HTML opened in a new tab). The spec shows none of their content, so all are ours.
 * A field the portal already shows under the same label takes it from that screen's texts
 * (RAPORTS_TEXT.author, MW_TEXT.signs, ORDERS_TEXT.viewTitle, …); this group holds the rest.
 */
import { AGENT_FORM_TEXT } from './team.ts';

/** The report pages' own titles, section titles and field labels — ours. */
export const REPORT_PAGE_TEXT = {
  // ---- every page ----
  /** The footer, with the time the page was made (ru-RU, Moscow). */
  generated: (when: string) => `Документ сформирован ${when}`,
  details: 'Сведения',
  date: 'Дата',
  articles: 'Статьи',
  proofs: 'Доказательства',
  organization: 'Организация',
  photo: 'Фото',

  // ---- agent and IB reports (01 §7 …/report/{id}/report) ----
  raportTitle: (caseNo: number) => `Рапорт агента №${caseNo}`,
  ibReportTitle: (caseNo: number) => `Рапорт разведки №${caseNo}`,

  // ---- closed investigations of both branches (01 §7 …/investigation/{id}/report) ----
  investigationTitle: (id: number) => `Отдел расследований: расследование №${id}`,
  ibInvestigationTitle: (id: number) => `Разведка: расследование №${id}`,
  investigationDetails: 'Сведения о расследовании',
  joint: 'Совместное',
  startedAt: 'Начато',
  closedAt: 'Завершено',

  // ---- MW report and IB dossier (01 §7 …/most-wanted/{id}/report, …/intelligence/{id}/report) ----
  mostWantedTitle: (nick: string) => `Розыскной лист: ${nick}`,
  dossierTitle: (nick: string) => `Досье: ${nick}`,
  person: 'Личные данные',
  fullName: 'Имя и фамилия',
  eyes: 'Глаза',
  hair: 'Волосы',
  wanted: 'Розыск',
  activity: 'Деятельность',
  arrest: 'Задержание',
  intelligence: 'Разведданные',
  /** A dossier's `position`: the person's standing in the organisation. */
  standing: 'Положение',

  // ---- warrant (02 §7 GET /api/v1/order/{id}/report; the title is ORDERS_TEXT.viewTitle) ----
  warrant: 'Ордер',
  requester: 'Запросил',
  validUntil: 'Действителен до',
  issuedBy: 'Выдал',
  investigation: 'Расследование',
  grounds: 'Обоснование',

  // ---- staff audit entry and inactivity order (02 §7) ----
  auditTitle: (id: number) => `${AGENT_FORM_TEXT.auditTitle} №${id}`,
  inactivityTitle: (id: number) => `Приказ об инактиве №${id}`,
  order: 'Приказ',
  employee: 'Сотрудник',
  auditType: 'Тип',
  newRank: 'Новый ранг',
  newPosition: 'Новая должность',
  /** The inactivity's due date, the last day off. */
  until: 'По (включительно)',

  // ---- laboratory conclusion (03 §7 GET /api/v1/laboratory/{id}/report) ----
  labTitle: (id: number) => `Заключение экспертизы №${id}`,
  labRequest: 'Запрос',
  expert: 'Эксперт',
  methods: 'Методы',
  materials: 'Материалы',

  // ---- DEA work report (03 §7 GET /api/v1/dea-reports/{id}/report) ----
  deaReportTitle: (id: number) => `Отчёт DEA №${id}`,
  work: 'Проделанная работа',
} as const;
