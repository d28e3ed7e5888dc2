/**
 * Printable report pages (the spec's report calls answer `text/html` opened in a new tab): a
 * complete Russian page whose every value is escaped here, so callers pass raw user data.
 */
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  HOME_TEXT,
  REPORT_PAGE_TEXT,
  YES_NO,
} from '@fbi/domain';
import { escapeHtml } from './escape.ts';

/** A value of a report field: text, a list of texts, or links. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | { list: readonly (string | null | undefined)[] }
  | { links: readonly (string | null | undefined)[] };

/** A titled block of label/value rows, or of free text. */
export interface ReportSection {
  title: string;
  fields?: readonly (readonly [label: string, value: FieldValue])[];
  text?: string | null;
}

/** A report page. */
export interface ReportPage {
  title: string;
  subtitle?: string;
  sections: readonly ReportSection[];
}

const STYLE = `body{font-family:Georgia,serif;max-width:800px;margin:2rem auto;color:#111;padding:0 1rem}
header{border-bottom:3px double #1b2a4a;margin-bottom:1.5rem}h1{font-size:1.6rem;margin:.2rem 0}
.agency{letter-spacing:.2em;text-transform:uppercase;color:#1b2a4a;font-size:.8rem}
h2{font-size:1.1rem;border-bottom:1px solid #999;margin-top:1.5rem}table{width:100%;border-collapse:collapse}
th{text-align:left;width:35%;vertical-align:top;padding:.25rem .5rem .25rem 0;color:#333}
td{padding:.25rem 0;white-space:pre-wrap}footer{margin-top:2rem;font-size:.8rem;color:#555}
@media print{body{margin:0}}`;

function renderValue(value: FieldValue): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? YES_NO[0] : YES_NO[1];
  if (typeof value === 'object' && 'links' in value) {
    const items = value.links.filter(Boolean);
    if (items.length === 0) return EMPTY_VALUE;
    return `<ol>${items.map((l) => `<li><a href="${/^https?:\/\//i.test(l ?? '') ? escapeHtml(l) : '#'}" rel="noopener noreferrer">${escapeHtml(l)}</a></li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const items = value.list.filter(Boolean);
    return items.length === 0 ? EMPTY_VALUE : items.map(escapeHtml).join(', ');
  }
  return escapeHtml(value);
}

function renderSection(section: ReportSection): string {
  const rows = (section.fields ?? [])
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${renderValue(value)}</td></tr>`)
    .join('');
  const body = section.text !== undefined ? `<p>${renderValue(section.text)}</p>` : '';
  return `<section><h2>${escapeHtml(section.title)}</h2>${rows ? `<table>${rows}</table>` : ''}${body}</section>`;
}

/** A complete HTML document of the report. */
export function renderReport(page: ReportPage, generatedAt: number): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body><header><div class="agency">${escapeHtml(HOME_TEXT.title)}</div><h1>${escapeHtml(page.title)}</h1>${page.subtitle ? `<div>${escapeHtml(page.subtitle)}</div>` : ''}</header>${page.sections.map(renderSection).join('')}<footer>${escapeHtml(REPORT_PAGE_TEXT.generated(formatDateTime(generatedAt)))}</footer></body></html>`;
}

/** A date-time as the reports show it (ru-RU, Moscow time, 02 §9). */
export const dateTime = (iso: string | null | undefined): string | null =>
  iso ? formatDateTime(iso) : null;

/** A date as the reports show it (ru-RU, Moscow time). */
export const date = (iso: string | null | undefined): string | null =>
  iso ? formatDate(iso) : null;
