/**
 * Vite plugin (build only): the browser's date and time-zone data load while the shell's script
 * is still downloading, not inside its evaluation. The first `Intl` call of a page loads them
 * (measured in this Chromium: 60-100 ms unthrottled, four times that on Lighthouse's slow phone),
 * and the first call was react-aria's default-locale check as its module evaluated: the largest
 * part of the one long task the shell's evaluation was (issue 24, Total Blocking Time). A small
 * inline script at the end of `<body>` makes that first call with the portal's own locale and
 * zone (01 §9): the boot page paints that much later, while the shell's script, already
 * requested from `<head>`, downloads meanwhile; the page is ready sooner. Node.
 */
import { LOCALE, TIME_ZONE } from '@fbi/domain';
import type { Plugin } from 'vite';

/** The inline script: one date formatted in the portal's locale and time zone. */
export function intlWarmupScript(): string {
  return `new Intl.DateTimeFormat(${JSON.stringify(LOCALE)},{timeZone:${JSON.stringify(TIME_ZONE)}}).format(0)`;
}

/** The plugin: the script at the end of `<body>`. */
export function intlWarmupPlugin(): Plugin {
  return {
    name: 'fbi-intl-warmup',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', children: intlWarmupScript(), injectTo: 'body' }],
  };
}
