/**
 * UI strings of the agent reports (/raports), IB reports (/ib-raports) and investigations
 * (/investigations, /ib-investigations and their sidebar modals) (01 §2, §3, §4). The spec names
 * the columns, fields and buttons in English; the Russian wording is ours unless a line says
 * "exact".
 */

import { statusLabel, type StatusOf } from '../statuses.ts';

/** The machine of a report kind: agent reports or IB reports (01 §4). */
type RaportMachine = 'raport' | 'ibReport';

/** A report's status in a success toast (01 §4 labels). */
const raportStatus = (
  machine: RaportMachine,
  caseNo: number,
  status: StatusOf<'raport'> & StatusOf<'ibReport'>,
) => `Рапорт №${caseNo}: статус «${statusLabel(machine, status)}»`;

/** /raports, /ib-raports and the report modals (01 §2 Agent reports, §3 Agent report). */
export const RAPORTS_TEXT = {
  /** 01 §2 "target faction". */
  faction: 'Организация',
  author: 'Автор',
  date: 'Дата',
  status: 'Статус',
  caseNo: '№',
  investigation: 'Расследование',
  description: 'Описание',
  /** 01 §5: agent reports take N.N УК. */
  articles: 'Статьи УК',
  /** 01 §5: IB reports take N.N plus УК, АК or ФП. */
  ibArticles: 'Статьи (УК, АК, ФП)',
  /** Examples of an entry in each kind's format (01 §5). */
  articlePlaceholder: '12.1 УК',
  ibArticlePlaceholder: '12.1 АК',
  proves: 'Доказательства (ссылки)',
  comment: 'Комментарий',
  viewTitle: (caseNo: number, faction: string) => `Рапорт №${caseNo}: ${faction}`,
  ibViewTitle: (caseNo: number, faction: string) => `Рапорт IB №${caseNo}: ${faction}`,
  editTitle: 'Редактирование рапорта',
  /** 01 §2 "view, edit, rework and approve modals". */
  edit: 'Редактировать',
  rework: 'Отправить на доработку',
  approve: 'Принять',
  viewReport: 'Посмотреть отчёт',
  save: 'Сохранить',
  send: 'Отправить',
  reworkTitle: 'Отправка рапорта на доработку',
  commentPlaceholder: 'Что нужно исправить',
  fileSubmit: 'Подать',
  /** An open investigation in the filing modal's choice. */
  investigationOption: (id: number, faction: string, joint: boolean) =>
    `№${id} — ${faction}${joint ? ' (совместное)' : ''}`,
  total: (count: number) => `Всего рапортов: ${count}`,
  /**
   * /ib-raports for a staff member outside intelligence: the route is open to all staff (01 §2
   * guard), the list only to the IB roles (01 §6, `seeIb`); the text is ours, the spec shows none.
   */
  ibNoAccess: 'Рапорты разведки доступны только сотрудникам разведки',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    filed: (machine: RaportMachine, investigationId: number) =>
      `Рапорт по расследованию №${investigationId} подан, статус «${statusLabel(machine, 'ON_HEAD_CHECK')}»`,
    edited: (machine: RaportMachine, caseNo: number) =>
      `Рапорт №${caseNo} сохранён, статус «${statusLabel(machine, 'ON_HEAD_CHECK')}»`,
    sentBack: (machine: RaportMachine, caseNo: number) =>
      raportStatus(machine, caseNo, 'NEED_IMPROVE'),
    approved: (machine: RaportMachine, caseNo: number) => raportStatus(machine, caseNo, 'APPROVED'),
  },
} as const;

/** Investigations: closed lists and the start/end modals (01 §2, §3 Investigation, §4, §5). */
export const INVESTIGATIONS_TEXT = {
  /** 01 §2 "target faction". */
  faction: 'Организация',
  initiator: 'Инициатор',
  startDate: 'Дата начала',
  endDate: 'Дата окончания',
  /** 01 §5 "joint option". */
  joint: 'Совместное расследование',
  yes: 'Да',
  no: 'Нет',
  /** The director's office names the branch of a non-joint investigation (ours, see branchOf). */
  direction: 'Направление',
  investigation: 'Расследование',
  /** 01 §4 "motive description". */
  motive: 'Мотивировка',
  /** 01 §4 "selected reports": only APPROVED ones are offered. */
  reports: 'Принятые рапорты',
  reportOption: (caseNo: number, author: string) => `Рапорт №${caseNo} — ${author}`,
  noApprovedReports: 'По этому расследованию нет принятых рапортов.',
  /** The end modal with nothing to end; also the report list's open investigations when none. */
  noneOpen: 'Нет открытых расследований',
  /**
   * Above a report list (issue 24: a started investigation shows somewhere; 01 §7 GET …/opened):
   * the folded list of open investigations, the one a link names marked (ours).
   */
  openTitle: (count: number) => `Открытые расследования: ${count}`,
  openLoading: 'Открытые расследования загружаются…',
  openLoadFailed: 'Не удалось загрузить открытые расследования.',
  /** An open investigation's line after its number and faction: who started it and when. */
  openStarted: (author: string, date: string) => `начал ${author}, ${date}`,
  /** The mark of the investigation a link names. */
  openLinked: 'по ссылке',
  start: 'Начать',
  end: 'Завершить',
  total: (count: number) => `Всего расследований: ${count}`,
  /**
   * Under the list when the caller may not open a closed investigation's report (01 §6 "Closed
   * investigations open: any non-user"): a visitor's row press does nothing, so say why (ours).
   */
  reportsForStaff: 'Отчёты по расследованиям открывают сотрудники после входа.',
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    /** `id`: the new investigation's number, null when the answer names none (01 §7 shows none). */
    started: (faction: string, id: number | null) =>
      id === null
        ? `Расследование по ${faction} начато`
        : `Расследование №${id} по ${faction} начато`,
    ended: (id: number, faction: string) => `Расследование №${id} (${faction}) завершено`,
  },
} as const;
