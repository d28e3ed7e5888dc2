/** What an external link adds for assistive tech: it opens a new tab (both link kinds say it). */
export const NEW_TAB_HINT = ' (откроется в новой вкладке)';
