/**
 * All handlers of the contract, bound to a store (`@fbi/mocks/handlers`). One file per resource;
 * each handler is typed against its operation in openapi.yaml.
 */
import type { HttpHandler } from 'msw';
import { fallbackHandler } from '../http/methods.ts';
import type { Store } from '../store/store.ts';
import { academyExamHandlers } from './academyExams.ts';
import { academyTemplateHandlers } from './academyTemplates.ts';
import { achievementHandlers } from './achievements.ts';
import { actHandlers } from './acts.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { blacklistHandlers } from './blacklist.ts';
import { deaHandlers } from './dea.ts';
import { deaHomeCheckHandlers } from './deaHomeChecks.ts';
import { fileHandlers } from './files.ts';
import { historyHandlers } from './history.ts';
import { ibInvestigationHandlers } from './ibInvestigations.ts';
import { ibReportHandlers } from './ibReports.ts';
import { inactivityHandlers } from './inactivity.ts';
import { intelligenceHandlers } from './intelligence.ts';
import { investigationHandlers } from './investigations.ts';
import { laboratoryHandlers } from './laboratory.ts';
import { mostWantedHandlers } from './mostWanted.ts';
import { nationalSecurityHandlers } from './nationalSecurity.ts';
import { newsHandlers } from './news.ts';
import { officeHandlers } from './office.ts';
import { orderHandlers } from './orders.ts';
import { profileHandlers } from './profile.ts';
import { protocolHandlers } from './protocols.ts';
import { punishmentHandlers } from './punishments.ts';
import { raportHandlers } from './raports.ts';
import { suspectHandlers } from './suspects.ts';
import { teamHandlers } from './team.ts';
import { testHandlers } from './tests.ts';
import { voiceHandlers } from './voice.ts';

/**
 * Every handler of the contract, working on `store`, then the fallback that answers a wrong
 * method 405 with `Allow` and an unknown API path 404 (methods.ts).
 */
export function createHandlers(store: Store): HttpHandler[] {
  const handlers = [
    authHandlers,
    voiceHandlers,
    teamHandlers,
    auditHandlers,
    newsHandlers,
    profileHandlers,
    fileHandlers,
    investigationHandlers,
    ibInvestigationHandlers,
    raportHandlers,
    ibReportHandlers,
    mostWantedHandlers,
    intelligenceHandlers,
    actHandlers,
    punishmentHandlers,
    blacklistHandlers,
    orderHandlers,
    officeHandlers,
    inactivityHandlers,
    nationalSecurityHandlers,
    protocolHandlers,
    achievementHandlers,
    academyTemplateHandlers,
    academyExamHandlers,
    testHandlers,
    laboratoryHandlers,
    suspectHandlers,
    deaHomeCheckHandlers,
    deaHandlers,
    historyHandlers,
  ].flatMap((make) => make(store));
  return [...handlers, fallbackHandler(handlers)];
}
