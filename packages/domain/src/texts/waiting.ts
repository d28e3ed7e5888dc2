/**
 * Texts of "What waits on me" (issue 12): the sidebar badges and the queue. The spec has no such
 * screen, so every text is ours; registry titles are the routes' (navigation.ts ROUTES), status
 * labels statuses.ts.
 */
import { formatDays, pluralRu } from '../format.ts';

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
  /** How long a record has waited: «3 дня», «5 часов», «меньше часа» (ours, issue 26). */
  age: (days: number, hours: number) =>
    days > 0
      ? formatDays(days)
      : hours > 0
        ? `${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])}`
        : 'меньше часа',
  /** A row's wait, shown beside its date: «ждёт 3 дня» (ours). */
  waited: (age: string) => `ждёт ${age}`,
  /** The mark of a record that waited longer than its registry's threshold (ours, issue 26). */
  overdue: 'Долго ждёт',
  /** A record of a registry, for a row's title (ours). */
  record: (registry: string, id: number) => `${registry} №${id}`,
} as const;
