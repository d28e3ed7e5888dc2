import { createApiClient, createReportFetcher, type ApiClient, type FetchReport } from '@fbi/api';
import { mapServerRoles } from '@fbi/domain';
import { API_BASE_URL } from './config.ts';
import { expireSession } from './expireSession.ts';
import { getSession, updateSession } from './sessionStorage.ts';

// The mock answers on this origin; an absolute URL also lets msw/node match it under vitest.
const baseUrl = API_BASE_URL || globalThis.location.origin;

/** The portal's one API client: bearer token, Audit-Nick, token swap, refresh and expiry. */
export const api: ApiClient = createApiClient({
  baseUrl,
  tokens: {
    getToken: () => getSession().token,
    getRefreshToken: () => getSession().refreshToken,
    getNick: () => getSession().nick,
    setToken: (token) => updateSession({ token }),
    setRefreshToken: (refreshToken) => updateSession({ refreshToken }),
  },
  onRefreshed: ({ roles }) => {
    if (roles) updateSession({ roles: mapServerRoles(roles) });
  },
  onSessionExpired: expireSession,
});

/**
 * Report pages (HTML for a new tab): the area-01 reports and the inactivity order through `api`
 * with the session's headers (01 §7), order, audit, laboratory, DEA and MW small reports without
 * them (02 §7, 03 §7; the decision per call is in packages/api/src/reports.ts). Pass its promise
 * to `openReport`.
 */
export const fetchReport: FetchReport = createReportFetcher({ baseUrl, client: api });
