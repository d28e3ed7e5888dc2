/** Printable pages of MW reports (full and the public card) and of IB dossiers (01 §2, §7; 03 §2). */
import {
  DOSSIER_TEXT,
  GENDERS,
  MW_TEXT,
  REPORT_PAGE_TEXT,
  reworkCommentOf,
  statusLabel,
  SUSPECTS_TEXT,
} from '@fbi/domain';
import { dateTime, renderReport, type ReportSection } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** The person of an MW report or a dossier; both forms label these fields alike (MW_TEXT's). */
function appearance(p: Schemas['MostWantedInput'] | Schemas['DossierInput']): ReportSection {
  return {
    title: REPORT_PAGE_TEXT.person,
    fields: [
      [REPORT_PAGE_TEXT.fullName, p.nick],
      [MW_TEXT.birthDate, p.birthDate],
      [MW_TEXT.birthPlace, p.birthPlace],
      [MW_TEXT.sex, p.sex === undefined ? null : p.sex ? GENDERS[0] : GENDERS[1]],
      [REPORT_PAGE_TEXT.eyes, p.eyes],
      [MW_TEXT.height, p.height],
      [MW_TEXT.weight, p.weight],
      [REPORT_PAGE_TEXT.hair, p.hair],
      [MW_TEXT.race, p.race],
      [MW_TEXT.nation, p.nation],
      [REPORT_PAGE_TEXT.photo, { links: [p.photo] }],
    ],
  };
}

/** The full MW report. */
export function mostWantedReport(store: Store, r: Schemas['MostWanted']): string {
  const sections: ReportSection[] = [
    appearance(r),
    {
      title: REPORT_PAGE_TEXT.wanted,
      fields: [
        [MW_TEXT.author, r.author],
        [REPORT_PAGE_TEXT.date, dateTime(r.createdAt)],
        [MW_TEXT.status, statusLabel('mw', r.status)],
        [MW_TEXT.comment, reworkCommentOf(r)],
        [MW_TEXT.mainViolation, r.mainViolation],
        [REPORT_PAGE_TEXT.articles, { list: r.cautions }],
        [REPORT_PAGE_TEXT.activity, r.activity],
        [MW_TEXT.signs, r.signs],
        [REPORT_PAGE_TEXT.proofs, { links: r.proves }],
      ],
    },
    { title: MW_TEXT.description, text: r.description },
  ];
  if (r.arrest) {
    sections.push({
      title: REPORT_PAGE_TEXT.arrest,
      fields: [
        [MW_TEXT.guilt, r.arrest.isGuilty],
        [MW_TEXT.region, r.arrest.region],
        [MW_TEXT.city, r.arrest.city],
        [REPORT_PAGE_TEXT.proofs, { links: r.arrest.proves }],
      ],
    });
  }
  return renderReport(
    {
      title: REPORT_PAGE_TEXT.mostWantedTitle(r.nick),
      subtitle: statusLabel('mw', r.status),
      sections,
    },
    store.now(),
  );
}

/**
 * The public card of the /suspects page (03 §2, §7 `…/report/small`), sent without a token: only
 * the public entry's fields (03 §3 Public most wanted entry: nick, photo, main violation,
 * status), and only for a report of the public page (the handler answers 404 for any other), so
 * its status reads as the page's list it is on.
 */
export function mostWantedSmallReport(store: Store, r: Schemas['MostWanted']): string {
  return renderReport(
    {
      title: `${SUSPECTS_TEXT.activeTitle}: ${r.nick}`,
      sections: [
        {
          title: REPORT_PAGE_TEXT.details,
          fields: [
            [REPORT_PAGE_TEXT.photo, { links: [r.photo] }],
            [SUSPECTS_TEXT.mainViolation, r.mainViolation],
            [
              SUSPECTS_TEXT.status,
              r.status === 'SUSPECT_CAUGHT' ? SUSPECTS_TEXT.caughtTitle : SUSPECTS_TEXT.activeTitle,
            ],
          ],
        },
      ],
    },
    store.now(),
  );
}

/** The IB dossier. */
export function dossierReport(store: Store, d: Schemas['Dossier']): string {
  return renderReport(
    {
      title: REPORT_PAGE_TEXT.dossierTitle(d.nick),
      subtitle: statusLabel('ibDossier', d.status),
      sections: [
        appearance(d),
        {
          title: REPORT_PAGE_TEXT.intelligence,
          fields: [
            [DOSSIER_TEXT.author, d.author],
            [REPORT_PAGE_TEXT.date, dateTime(d.createdAt)],
            [DOSSIER_TEXT.organization, d.organization],
            [REPORT_PAGE_TEXT.standing, d.position],
            [DOSSIER_TEXT.cautions, { list: d.cautions }],
            [REPORT_PAGE_TEXT.proofs, { links: d.proves }],
            [DOSSIER_TEXT.comment, reworkCommentOf(d)],
            [DOSSIER_TEXT.directorComment, d.dirComment],
          ],
        },
        { title: DOSSIER_TEXT.description, text: d.description },
      ],
    },
    store.now(),
  );
}
