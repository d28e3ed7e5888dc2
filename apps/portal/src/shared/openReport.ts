import type { ReportParams, ReportPath } from '@fbi/api';
import { ERROR_CATALOGUE } from '@fbi/domain';
import { fetchReport } from './api.ts';
import { showError } from './errors.ts';

/**
 * The policy every report tab is written under. The tab is `about:blank` opened by the portal,
 * so it shares the portal's origin and its stored tokens: no script may run in it, whatever the
 * server sends (inline, `on…` attributes, `javascript:` links, frames, forms). Images, styles
 * and fonts of a printable page stay allowed.
 */
export const REPORT_CSP =
  "default-src 'none'; img-src * data: blob:; style-src 'unsafe-inline' *; font-src *; " +
  "script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

/**
 * The document a report tab gets: the policy first, as the first element of its head, then the
 * server's HTML unchanged (a second doctype or `<html>` in it is ignored by the parser). A
 * policy in the report itself can only narrow this one.
 */
export function reportDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">` +
    '<meta name="referrer" content="no-referrer">' +
    html
  );
}

/**
 * Opens an HTML report in a new tab (01 §7, 02 §7, 03 §7: "opened in a new tab"). The tab is
 * opened synchronously on the click, so popup blockers allow it, then filled with the HTML that
 * `load` resolves to, under {@link REPORT_CSP}. Use with the portal's report fetch (the session's
 * token where 01 §7 wants it, none where 02 §7 and 03 §7 say so):
 * `openReport(() => fetchReport('/api/v1/order/{id}/report', { id }))`.
 * A tab that cannot be opened is only logged ('Не удалось открыть новую вкладку', 01 §7, 02 §8);
 * a failed load closes the tab and shows the error toast (01 §8).
 */
export async function openReport(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    console.error(ERROR_CATALOGUE.newTabFailed);
    return;
  }
  tab.opener = null;
  try {
    const html = await load();
    tab.document.open();
    tab.document.write(reportDocument(html));
    tab.document.close();
  } catch (error) {
    tab.close();
    showError(error);
  }
}

/** The report pages of one record: their one path parameter is its `id`. */
type RecordReportPath = {
  [P in ReportPath]: ReportParams<P> extends { id: number }
    ? keyof ReportParams<P> extends 'id'
      ? P
      : never
    : never;
}[ReportPath];

/**
 * The opener of one record's report page `path` (01 §7, 02 §7, 03 §7): given the record's id, it
 * fetches the page through the portal's report fetch (with or without the session's token, as
 * the path goes) and opens it in a new tab ({@link openReport}).
 */
export function recordReport(path: RecordReportPath): (id: number) => Promise<void> {
  return (id) => openReport(() => fetchReport(path, { id }));
}
