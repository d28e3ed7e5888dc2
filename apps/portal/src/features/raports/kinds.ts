import {
  RAPORTS_TEXT as T,
  validateIbRaport,
  validateRaport,
  type RaportFormInput,
  type ValidationResult,
} from '@fbi/domain';
import { RAPORTS_ROUTES, type InvestigativeKind } from '../../shared/investigativeQueries.ts';

/** What differs between agent reports and IB reports (01 §3, §4, §5). */
export interface RaportKindConfig {
  /** The list route (01 §2): a report's link is `route?open=<id>`. */
  route: '/raports' | '/ib-raports';
  /** The kind's status machine (01 §4). */
  machine: 'raport' | 'ibReport';
  /** The article list's entry format: N.N УК, or N.N + УК/АК/ФП for IB (01 §5). */
  articleKind: 'ukArticle' | 'ibArticle';
  articlesLabel: string;
  articlePlaceholder: string;
  validate: (form: RaportFormInput) => ValidationResult<keyof RaportFormInput>;
  viewTitle: (caseNo: number, faction: string) => string;
}

/** The two kinds of report (01 §2 "IB reports (/ib-raports) work alike"). */
export const RAPORT_KINDS: Record<InvestigativeKind, RaportKindConfig> = {
  agent: {
    route: RAPORTS_ROUTES.agent,
    machine: 'raport',
    articleKind: 'ukArticle',
    articlesLabel: T.articles,
    articlePlaceholder: T.articlePlaceholder,
    validate: (form) => validateRaport(form),
    viewTitle: T.viewTitle,
  },
  ib: {
    route: RAPORTS_ROUTES.ib,
    machine: 'ibReport',
    articleKind: 'ibArticle',
    articlesLabel: T.ibArticles,
    articlePlaceholder: T.ibArticlePlaceholder,
    validate: validateIbRaport,
    viewTitle: T.ibViewTitle,
  },
};
