/**
 * Phones (issue 8, issue 24): below this width lists are cards, the filter card folds its fields,
 * and the toast column starts below the app's header.
 */
export const PHONE_QUERY = '(max-width: 600px)';
