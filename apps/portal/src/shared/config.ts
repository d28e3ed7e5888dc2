/**
 * Base URL of the API. Empty (the default) means the in-browser mock serves `/api/v1/…` on this
 * origin; set `VITE_API_BASE_URL` at build time to talk to a real server instead.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** True when the portal runs on the in-browser mock (no real server configured). */
export const IS_MOCK = API_BASE_URL === '';
