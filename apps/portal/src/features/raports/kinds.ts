import {
  judge,
  type Judgement,
  RAPORTS_TEXT as T,
  validateIbRaport,
  validateRaport,
  type RaportFormInput,
  type Role,
  type ValidationResult,
} from '@fbi/domain';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';

/** A review action of a report (01 §4 agent report and IB report machines). */
export type RaportAction = 'edit' | 'rework' | 'approve';

/** What differs between agent reports and IB reports (01 §3, §4, §5). */
export interface RaportKindConfig {
  /** The article list's entry format: N.N УК, or N.N + УК/АК/ФП for IB (01 §5). */
  articleKind: 'ukArticle' | 'ibArticle';
  articlesLabel: string;
  articlePlaceholder: string;
  validate: (form: RaportFormInput) => ValidationResult<keyof RaportFormInput>;
  viewTitle: (caseNo: number, faction: string) => string;
  /**
   * The shared machine's verdict on `action` for `roles` on a report in `status` (01 §4, §6):
   * refused for the role (the button is not shown) or for the status (shown disabled).
   */
  judge: (action: RaportAction, roles: readonly Role[], status: string) => Judgement;
}

/** The two kinds of report (01 §2 "IB reports (/ib-raports) work alike"). */
export const RAPORT_KINDS: Record<InvestigativeKind, RaportKindConfig> = {
  agent: {
    articleKind: 'ukArticle',
    articlesLabel: T.articles,
    articlePlaceholder: '12.1 УК',
    validate: (form) => validateRaport(form),
    viewTitle: T.viewTitle,
    judge: (action, roles, status) => judge('raport', action, roles, status),
  },
  ib: {
    articleKind: 'ibArticle',
    articlesLabel: T.ibArticles,
    articlePlaceholder: '12.1 АК',
    validate: validateIbRaport,
    viewTitle: T.ibViewTitle,
    judge: (action, roles, status) => judge('ibReport', action, roles, status),
  },
};
