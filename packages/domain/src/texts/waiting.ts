/**
 * Texts of "What waits on me" (issue 12): the sidebar badges and the queue. The spec has no such
 * screen, so every text is ours; registry titles are the routes' (navigation.ts ROUTES), status
 * labels statuses.ts.
 */
import { pluralRu } from '../format.ts';

export const WAITING_TEXT = {
  /** A sidebar badge's accessible name (ours). */
  badge: (n: number) => `${n} ${pluralRu(n, ['ждёт', 'ждут', 'ждут'])} вашего решения`,
  /** The sidebar button that opens the queue (ours). */
  open: 'Ждут меня',
  /** The queue's heading (ours). */
  title: 'Ждут вашего решения',
  /** The queue's list, for screen readers (ours). */
  list: 'Записи, ждущие вашего решения',
  /** Nothing waits (ours). */
  empty: 'Сейчас ничего не ждёт вашего решения',
  /** While the registries answer (ours). */
  loading: 'Загружаем…',
  /** A registry that did not answer; the others are still shown (ours). */
  failed: (registry: string) => `${registry}: не удалось загрузить`,
  /** A row's link to the list (ours). */
  openList: 'Открыть список',
  /** The queue's close button (ours). */
  close: 'Закрыть',
  /** A record of a registry, for a row's title (ours). */
  record: (registry: string, id: number) => `${registry} №${id}`,
} as const;
