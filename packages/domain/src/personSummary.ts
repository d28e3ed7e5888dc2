/**
 * The person page's «Скопировать сводку» (issue 25): what is active now and every record read
 * about the nick, in Russian, as BBCode (the forums such factions run) or Markdown (their chat).
 * Pure text builders; the page gathers the lines and puts the result in the clipboard.
 */
import { formatDate, formatDateTime, formatDays } from './format.ts';
import type { BannerItem, BannerKind } from './person.ts';
import { statusLabel, type StatusMachine } from './statuses.ts';
import { PERSON_TEXT as T } from './texts/person.ts';

/** The status machine a banner line's status belongs to. */
const BANNER_MACHINES: Partial<Record<BannerKind, StatusMachine>> = {
  wanted: 'mw',
  suspect: 'suspect',
  openAct: 'act',
  expertise: 'laboratory',
};

/**
 * What a banner line says after its label, in order: the record's status, the rank and position
 * or reason, the blacklist period, since and until (dates in ru-RU, Moscow time).
 */
export function bannerFacts(item: BannerItem): string[] {
  const machine = BANNER_MACHINES[item.kind];
  const facts: string[] = [];
  if (machine && item.status) facts.push(statusLabel(machine, item.status));
  if (item.detail) facts.push(item.detail);
  if (item.days !== null) facts.push(T.period(formatDays(item.days)));
  if (item.since) facts.push(T.since(formatDate(item.since)));
  if (item.until) facts.push(T.until(formatDateTime(item.until)));
  return facts;
}

/** One record of the summary's list. */
export interface SummaryRecord {
  /** The registry's title, or what the record is (a member, a warning). */
  kind: string;
  /** The status label (the measure, for punishments). */
  status: string;
  /** ISO date-time, or null. */
  date: string | null;
  author: string | null;
  /** The record's label for its link, e.g. its number. */
  label: string;
  /** The record's absolute link. */
  href: string;
}

/** What a summary is made of. */
export interface PersonSummary {
  nick: string;
  /** The banner's lines with their records' absolute links. */
  banner: readonly { item: BannerItem; href: string }[];
  /** Every record, newest first. */
  records: readonly SummaryRecord[];
  /** The titles of the registries that did not answer (the summary says it is incomplete). */
  failed: readonly string[];
  /** When it was made. */
  now: Date;
}

/** How a format writes the few things a summary needs. */
interface Markup {
  bold: (text: string) => string;
  italic: (text: string) => string;
  link: (text: string, href: string) => string;
  list: (items: readonly string[]) => string;
  /** Makes free text safe inside the markup. */
  escape: (text: string) => string;
}

/** BBCode has no escape: a bracket of free text becomes a parenthesis, so it opens no tag. */
const BBCODE: Markup = {
  bold: (text) => `[b]${text}[/b]`,
  italic: (text) => `[i]${text}[/i]`,
  link: (text, href) => `[url=${href}]${text}[/url]`,
  list: (items) => ['[list]', ...items.map((i) => `[*]${i}`), '[/list]'].join('\n'),
  escape: (text) => text.replaceAll('[', '(').replaceAll(']', ')'),
};

const MARKDOWN: Markup = {
  bold: (text) => `**${text}**`,
  italic: (text) => `_${text}_`,
  link: (text, href) => `[${text}](${href.replaceAll(')', '%29')})`,
  list: (items) => items.map((i) => `- ${i}`).join('\n'),
  escape: (text) => text.replace(/[\\`*_[\]()#<>|~]/g, '\\$&'),
};

function build(summary: PersonSummary, m: Markup): string {
  const e = m.escape;
  const banner = summary.banner.map(
    ({ item, href }) =>
      `${m.bold(e(T.kinds[item.kind]))} · ${[...bannerFacts(item).map(e), m.link(T.openRecord(item.id), href)].join(' · ')}`,
  );
  const records = summary.records.map((r) =>
    [
      formatDateTime(r.date),
      e(r.kind),
      e(r.status),
      ...(r.author ? [`${T.author.toLowerCase()} ${e(r.author)}`] : []),
      m.link(e(r.label), r.href),
    ].join(' — '),
  );
  const blocks = [
    `${m.bold(e(T.summaryTitle(summary.nick)))}\n${m.italic(T.summaryAsOf(formatDateTime(summary.now)))}`,
    `${m.bold(T.bannerTitle)}\n${banner.length > 0 ? m.list(banner) : T.bannerNone}`,
    `${m.bold(T.summaryRecords(records.length))}${records.length > 0 ? `\n${m.list(records)}` : `\n${T.timelineEmpty}`}`,
  ];
  if (summary.failed.length > 0)
    blocks.push(m.italic(e(T.summaryIncomplete(summary.failed.join(', ')))));
  return blocks.join('\n\n');
}

/** The summary as BBCode, for a forum post. */
export function summaryBbcode(summary: PersonSummary): string {
  return build(summary, BBCODE);
}

/** The summary as Markdown, for a chat. */
export function summaryMarkdown(summary: PersonSummary): string {
  return build(summary, MARKDOWN);
}
