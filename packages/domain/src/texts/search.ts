/**
 * Texts of the header's nick search, "everything about one person" (issue 12). The spec has no
 * such screen, so every text is ours; registry titles are the routes' (navigation.ts ROUTES),
 * status labels statuses.ts.
 */
import { pluralRu } from '../format.ts';

export const SEARCH_TEXT = {
  /** The header button (ours). */
  open: 'Поиск по нику',
  /** The dialog's heading (ours). */
  title: 'Всё о человеке',
  /** The field's label (ours). */
  field: 'Ник',
  /** Under the field (ours). */
  hint: 'От 2 букв. Стрелки — выбор записи, Enter — открыть. С любой страницы поиск открывает Ctrl+K.',
  /** The results' accessible name (ours). */
  results: 'Найденные записи',
  /** Fewer than 2 letters typed (ours). */
  tooShort: 'Введите хотя бы 2 буквы ника',
  /** While the registries answer (ours). */
  loading: 'Ищем…',
  /** Nothing in any readable registry (ours). */
  empty: (nick: string) => `По нику «${nick}» ничего не найдено`,
  /** How many records were found, announced to screen readers (ours). */
  found: (n: number) => `Найдено ${n} ${pluralRu(n, ['запись', 'записи', 'записей'])}`,
  /** A registry that did not answer; the others are still shown (ours). */
  failed: (registry: string) => `${registry}: не удалось загрузить`,
  /** Status of a team member's row (ours). */
  member: 'В составе',
  /** Status of a blacklist entry still in force / expired (ours). */
  blacklistActive: 'Действует',
  blacklistExpired: 'Истёк',
} as const;
