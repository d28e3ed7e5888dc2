/**
 * UI strings of the demo mode's footer line (the mock server in the browser; not in the spec):
 * all ours.
 */
export const DEMO_TEXT = {
  note: 'Демо-режим: данные хранятся в этом браузере.',
  reset: 'Сбросить демо-данные',
  confirmTitle: 'Сбросить демо-данные?',
  confirmMessage:
    'Все созданные записи пропадут, данные будут сгенерированы заново, а вы выйдете из аккаунта.',
  confirm: 'Сбросить',
} as const;
