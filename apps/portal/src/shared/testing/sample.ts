/**
 * Record builders for the features' story and test fixtures (`features/<feature>/fixtures.ts`):
 * a record of the contract's shape is written once, and each story's variant is that record with
 * overrides.
 */

/**
 * The builder of `base`: takes overrides and returns a fresh deep copy of `base` with them over
 * it (so no story or mock that changes its record changes the next one's).
 */
export const recordBuilder =
  <T extends object>(base: T) =>
  (overrides: Partial<T> = {}): T => ({ ...structuredClone(base), ...overrides });

/** A stored photo for stories: a small inline image, so no request. */
export const SAMPLE_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='160'%3E%3Crect width='120' height='160' fill='%23667'/%3E%3C/svg%3E";
