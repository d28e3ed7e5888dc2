// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';
import { UI_TEXT } from './texts.ts';

describe('constants (§9)', () => {
  it('values', () => {
    expect(C.TOAST_MS).toBe(4000);
    expect(C.ACHIEVEMENT_TOAST_MS).toBe(4000);
    expect(C.ACHIEVEMENT_RELOAD_MS).toBe(150);
    expect(C.PROFILE_ACHIEVEMENT_RELOAD_MS).toBe(450);
    expect(C.SESSION_EXPIRED_TOAST_MS).toBe(1000);
    expect(C.SESSION_EXPIRED_RELOAD_MS).toBe(1000);
    expect(C.VOICE_RECORDING_MS).toBe(5000);
    expect(C.CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(C.NEWS_IN_CAROUSEL).toBe(4);
    expect(C.INSPECTION_MAX).toBe(3);
    expect(C.PAGE_SIZE).toBe(10);
    expect(C.NICK_MAX).toBe(50);
    expect(C.BIRTH_PLACE_MAX).toBe(150);
    expect(C.APPEARANCE_FIELD_MAX).toBe(100);
    expect(C.HOUSE_NO_MAX).toBe(50);
    expect(C.SKILLS_MAX).toBe(2500);
    expect(C.WARRANT_LEAD_HOURS).toBe(12);
    expect(C.WARRANT_VALID_HOURS).toBe(24);
    expect(C.HOME_CHECK_EXPIRY_HOURS).toBe(48);
    expect(C.TIME_ZONE).toBe('Europe/Moscow');
  });
  it('warrant rules text mentions the limits', () => {
    expect(UI_TEXT.warrantRulesText).toContain('12 часов');
    expect(UI_TEXT.warrantRulesText).toContain('24 часа');
  });
});
