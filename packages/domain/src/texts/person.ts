/**
 * Texts of the person page, everything about one person (issue 25). The spec has no such page, so
 * every text is ours; registry titles are the routes' (navigation.ts ROUTES), status labels
 * statuses.ts.
 */
import { pluralRu } from '../format.ts';
import type { BannerKind } from '../person.ts';
import { TEAM_PUNISHMENT_LABELS } from '../punishmentTypes.ts';

export const PERSON_TEXT = {
  /** The page's heading. */
  title: (nick: string) => `Досье: ${nick}`,
  /** The page opened without a nick. */
  noNick:
    'Откройте досье с ника в любой таблице или найдите человека через «Поиск по нику» (Ctrl+K).',
  /** The roster's HR menu item and the search's option that open the page. */
  dossier: 'Досье',
  /** The search's option for a nick it found. */
  searchOption: (nick: string) => `Досье: ${nick}`,
  /** A link to the page, for screen readers. */
  openDossier: (nick: string) => `Досье: ${nick}`,

  // ---- banner ----
  bannerTitle: 'Сейчас',
  bannerNone: 'Ничего активного: не в розыске, не в ЧС, открытых актов и экспертиз нет.',
  bannerLoading: 'Загружаем, что активно сейчас…',
  kinds: {
    wanted: 'В розыске',
    warrant: 'Активный ордер на арест',
    blacklist: 'В ЧС',
    suspect: 'Подозреваемый',
    openAct: 'Открытый акт',
    expertise: 'Экспертиза в работе',
    staff: 'Сотрудник',
    warning: TEAM_PUNISHMENT_LABELS.warning,
    reprimand: TEAM_PUNISHMENT_LABELS.reprimand,
  } satisfies Record<BannerKind, string>,
  since: (date: string) => `с ${date}`,
  until: (date: string) => `до ${date}`,
  period: (days: string) => `на ${days}`,
  /** A banner line's or a timeline entry's link to its record. */
  openRecord: (id: number | string) => `Запись №${id}`,

  // ---- timeline ----
  timelineTitle: 'Хронология',
  kindFilter: 'Вид записи',
  allKinds: 'Все',
  timelineEmpty: 'Записей об этом нике нет.',
  timelineLoading: 'Загружаем записи…',
  kind: 'Вид',
  status: 'Статус',
  date: 'Дата',
  author: 'Автор',
  noAuthor: 'Не указан',

  // ---- connections ----
  connectionsTitle: 'Связи',
  connectionsHint: 'Другие ники в тех же записях: авторы, рассмотревшие и исполнители.',
  connectionsEmpty: 'Других ников в записях нет.',
  shared: (n: number) => `${n} ${pluralRu(n, ['общая запись', 'общие записи', 'общих записей'])}`,

  /** A registry that did not answer; the other sections are still shown. */
  failed: (registry: string) => `${registry}: не удалось загрузить`,

  // ---- summary ----
  copySummary: 'Скопировать сводку',
  bbcode: 'Для форума (BBCode)',
  markdown: 'Для чата (Markdown)',
  copied: 'Сводка скопирована',
  copyFailed: 'Не удалось скопировать сводку',
  summaryTitle: (nick: string) => `Сводка по ${nick}`,
  summaryAsOf: (moment: string) => `На ${moment} (МСК)`,
  summaryRecords: (n: number) => `Записи (${n} ${pluralRu(n, ['запись', 'записи', 'записей'])})`,
  summaryIncomplete: (registries: string) => `Не загрузились: ${registries}.`,
} as const;
