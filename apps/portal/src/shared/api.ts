import { createApiClient, type ApiClient } from '@fbi/api';
import { mapServerRoles } from '@fbi/domain';
import { API_BASE_URL } from './config.ts';
import { expireSession } from './expireSession.ts';
import { getSession, updateSession } from './sessionStorage.ts';

/** The portal's one API client: bearer token, Audit-Nick, token swap, refresh and expiry. */
export const api: ApiClient = createApiClient({
  // The mock answers on this origin; an absolute URL also lets msw/node match it under vitest.
  baseUrl: API_BASE_URL || globalThis.location.origin,
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
