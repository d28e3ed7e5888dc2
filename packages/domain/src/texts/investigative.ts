/**
 * UI strings of the most-wanted (MW) reports and the intelligence dossiers (01 §2, §3, §4).
 * The spec names the columns, fields and buttons in English; the Russian wording is ours unless
 * a line says "exact".
 */

import { statusLabel, type StatusOf } from '../statuses.ts';

/** An MW report's status in a success toast (01 §4 labels). */
const mwStatus = (nick: string, status: StatusOf<'mw'>) =>
  `Рапорт MW на ${nick}: статус «${statusLabel('mw', status)}»`;

/** A dossier's status in a success toast (01 §4 labels). */
const dossierStatus = (nick: string, status: StatusOf<'ibDossier'>) =>
  `Досье на ${nick}: статус «${statusLabel('ibDossier', status)}»`;

/** Fields both person forms share (01 §3 MW report, Intelligence dossier) — ours. */
const PERSON_FIELDS = {
  birthDate: 'Дата рождения',
  birthDatePlaceholder: 'ГГГГ-ММ-ДД',
  birthPlace: 'Место рождения',
  sex: 'Пол',
  eyes: 'Цвет глаз',
  height: 'Рост',
  weight: 'Вес',
  hair: 'Цвет волос',
  race: 'Раса',
  nation: 'Национальность',
  description: 'Описание',
  photo: 'Фотография',
  proves: 'Доказательства (ссылки)',
  /** 01 §2 two-step forms: "main info, then additional info". */
  stepMain: 'Основная информация',
  stepExtra: 'Дополнительная информация',
  author: 'Автор',
  createdAt: 'Дата создания',
  status: 'Статус',
  comment: 'Комментарий',
  /** 01 §2 'View report'. */
  viewReport: 'Посмотреть отчёт',
  edit: 'Редактировать',
  save: 'Сохранить',
  send: 'Отправить',
  commentPlaceholder: 'Что нужно исправить',
  /** Upload states of the photo field. */
  photoUploading: 'Загрузка фотографии…',
} as const;

/** /most-wanted and the MW forms (01 §2 Most-wanted reports, §3 MW report, §4, §5). */
export const MW_TEXT = {
  ...PERSON_FIELDS,
  nick: 'Ник подозреваемого',
  nameSurname: 'Имя_Фамилия подозреваемого',
  activity: 'Род деятельности',
  signs: 'Особые приметы',
  mainViolation: 'Основное нарушение',
  cautions: 'Нарушенные статьи',
  /** An entry in the N.N УК format (01 §5). */
  cautionsPlaceholder: '1.1 УК',
  viewTitle: 'Рапорт MW',
  editTitle: 'Редактирование рапорта MW',
  /** 01 §4 MW actions. */
  rework: 'Отправить на доработку',
  approve: 'Одобрить',
  warrant: 'Выдать ордер на арест',
  arrest: 'Зафиксировать арест',
  /** 01 §2 "send-for-rework comment" modal. */
  reworkTitle: 'Отправка на доработку',
  /** 01 §2 "arrest information" modal; 01 §3 Arrest data. */
  arrestTitle: 'Информация об аресте',
  region: 'Регион',
  city: 'Город',
  guilt: 'Признание вины',
  arrestProves: 'Доказательства ареста (ссылки)',
  arrestInfo: 'Арест',
  total: (n: number) => `Всего рапортов: ${n}`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    filed: (nick: string) => mwStatus(nick, 'ON_SENIOR_CHECK'),
    edited: (nick: string, status: StatusOf<'mw'>) => mwStatus(nick, status),
    reworked: (nick: string) => mwStatus(nick, 'NEED_IMPROVE'),
    approved: (nick: string) => mwStatus(nick, 'APPROVED'),
    warrant: (nick: string) => mwStatus(nick, 'ORDER_ASSIGNED'),
    arrested: (nick: string) => mwStatus(nick, 'SUSPECT_CAUGHT'),
  },
} as const;

/** /intelligence and the dossier forms (01 §2 Intelligence, §3 Intelligence dossier, §4). */
export const DOSSIER_TEXT = {
  ...PERSON_FIELDS,
  nick: 'Ник',
  organization: 'Организация',
  position: 'Ранг и должность',
  cautions: 'Подозрения',
  viewTitle: 'Досье',
  editTitle: 'Редактирование досье',
  /** 01 §4 IB dossier actions. */
  sendBack: 'Вернуть на доработку',
  sendBackTitle: 'Возврат досье на доработку',
  approve: 'Принять',
  directorComment: 'Комментарий директора',
  directorCommentTitle: 'Комментарий директора к досье',
  /** 01 §6 "Dossier open": the list is for the IB roles. */
  noAccess: 'Досье доступны только сотрудникам разведки',
  total: (n: number) => `Всего досье: ${n}`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    filed: (nick: string) => dossierStatus(nick, 'ON_HEAD_CHECK'),
    edited: (nick: string, status: StatusOf<'ibDossier'>) => dossierStatus(nick, status),
    sentBack: (nick: string) => dossierStatus(nick, 'NEED_IMPROVE'),
    approved: (nick: string) => dossierStatus(nick, 'APPROVED'),
    directorComment: (nick: string) => `Комментарий директора к досье на ${nick} сохранён`,
  },
} as const;
