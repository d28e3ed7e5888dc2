/**
 * Business constants and limits. Spec: §9 of 01, 02 and 03. Times are in milliseconds.
 */

/** Error/info toast duration, ms (01 §9, 02 §9, 03 §9). */
export const TOAST_MS = 4000;
/** Achievement toast duration, ms (01 §9, 02 §9). */
export const ACHIEVEMENT_TOAST_MS = 4000;
/** Reload delay after a submit whose answer carries an achievement, ms (01 §9, 02 §9). */
export const ACHIEVEMENT_RELOAD_MS = 150;
/** Reload delay after a profile save with an achievement, ms (01 §9, 02 §4). */
export const PROFILE_ACHIEVEMENT_RELOAD_MS = 450;
/** Session-expired toast hides after this many ms (01 §8, 02 §8, 03 §8). */
export const SESSION_EXPIRED_TOAST_MS = 1000;
/** Page reload after the session-expired toast has hidden, ms (01 §8, 02 §8, 03 §8). */
export const SESSION_EXPIRED_RELOAD_MS = 1000;
/** Highlight of invalid login fields, ms (01 §5). */
export const LOGIN_INVALID_HIGHLIGHT_MS = 4000;
/** Voice recording length, ms (01 §1, §9). */
export const VOICE_RECORDING_MS = 5000;
/** Home carousel auto-advance interval, ms (01 §2, §9). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Newest news items in the home carousel (01 §2, §9). */
export const NEWS_IN_CAROUSEL = 4;
/** Inspection Department cards shown at most (01 §2, §9). */
export const INSPECTION_MAX = 3;
/** Rows per page of acts, punishments, laboratory and suspects (02 §9, 03 §9). */
export const PAGE_SIZE = 10;
/** Pages are shown from 1 and sent zero-based (02 §9, 03 §9). */
export const FIRST_PAGE = 1;

/** Nick max length, characters (01 §5, §9). */
export const NICK_MAX = 50;
/** Profile full name max length (02 §9). */
export const FULL_NAME_MAX = 50;
/** Birth place max length (01 §9, 02 §9). */
export const BIRTH_PLACE_MAX = 150;
/** Max length of MW eyes, hair, height, weight (01 §9). */
export const APPEARANCE_FIELD_MAX = 100;
/** DEA house number max length (01 §9, 03 §9). */
export const HOUSE_NO_MAX = 50;
/** Profile skills max length (02 §9). */
export const SKILLS_MAX = 2500;
/** Birth year range, inclusive (01 §9, 02 §9). */
export const BIRTH_YEAR_MIN = 1900;
/** Birth year range, inclusive (01 §9, 02 §9). */
export const BIRTH_YEAR_MAX = 2100;
/** Agent number length, digits (01 §5, §9). */
export const AGENT_NO_LENGTH = 3;

/** Blacklist period bounds, days (02 §9). */
export const BLACKLIST_DAYS_MIN = 1;
/** Blacklist period bounds, days (02 §9). */
export const BLACKLIST_DAYS_MAX = 7;
/** Mark bounds (national security, 02 §9). */
export const MARK_MIN = 0;
/** Mark bounds (national security, 02 §9). */
export const MARK_MAX = 10;
/** Minimum rank count of a demotion (02 §9). */
export const DEMOTION_RANKS_MIN = 1;

/** Test: minimum questions (03 §9). */
export const TEST_MIN_QUESTIONS = 1;
/** Test: minimum options of a closed question (03 §9). */
export const TEST_MIN_OPTIONS = 2;
/** Correct index of a free-text question (03 §9). */
export const FREE_TEXT_CORRECT_INDEX = -1;
/** Correct index of a restored closed question (03 §9). */
export const DEFAULT_CORRECT_INDEX = 0;
/** Academy template: minimum conditions (03 §9). */
export const TEMPLATE_MIN_CONDITIONS = 1;
/** DEA report: minimum rows (03 §9). */
export const DEA_REPORT_MIN_ROWS = 1;

/** Warrant request must be filed at least this many hours before the operation (01 §9, 02 §2.5). */
export const WARRANT_LEAD_HOURS = 12;
/** Warrant validity, hours (01 §9, 02 §2.5). */
export const WARRANT_VALID_HOURS = 24;
/** DEA home check expires this many hours after approval (03 §4, §9). */
export const HOME_CHECK_EXPIRY_HOURS = 48;

/** Profile photo chooser presets (02 §2.11, §9). */
export const PROFILE_PRESET_COUNT = 25;
/** Image preview max height, px (01 §5, §9). */
export const IMAGE_PREVIEW_MAX_HEIGHT_PX = 300;

/** Time zone of every displayed date (01 §9, 02 §9, 03 §9). */
export const TIME_ZONE = 'Europe/Moscow';
/** Locale of every displayed date and number (01 §9). */
export const LOCALE = 'ru-RU';
/** Placeholder for an empty or invalid date. */
export const EMPTY_VALUE = '—';

/** Default image when a photo is absent (01 §3, 02 §8, 03 §2). Path is our choice. */
export const DEFAULT_PHOTO = '/avatars/default.svg';

// Issue 26 («Пока вас не было», notifications): here rather than in away.ts, which reads the
// machines, so the shell's check of whether a comparison is due stays out of their chunk.

/** A tab hidden at least this long compares the lists again when it shows, ms (issue 26). */
export const AWAY_AFTER_MS = 10 * 60_000;

/** At most one desktop notification per this many ms; what comes between is grouped (issue 26). */
export const NOTIFY_EVERY_MS = 60_000;
