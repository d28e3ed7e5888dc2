/**
 * The route path of the page, as an expression for index.html's inline scripts (they run before
 * any module, so they cannot import @fbi/domain's `normalizePath`): `location.pathname` without a
 * trailing slash, `/` when nothing is left. The query and hash are not in `pathname` already.
 */
export const CURRENT_ROUTE_JS = "location.pathname.replace(/\\/+$/,'')||'/'";
