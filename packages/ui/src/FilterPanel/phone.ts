/** Where the filter card folds its fields behind the 'Фильтры' toggle (CSS and behaviour). */
export const PHONE_QUERY = '(max-width: 600px)';
