// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDraftOption,
  newDraftQuestion,
  removeDraftOption,
  removeDraftQuestion,
  setDraftFreeText,
} from './testEditor.ts';

describe('test editor (03 §2)', () => {
  it('keeps at least one question', () => {
    const q = newDraftQuestion();
    expect(removeDraftQuestion([q], 0)).toHaveLength(1);
    expect(removeDraftQuestion([q, q], 0)).toHaveLength(1);
  });
  it('keeps two options and resets an out-of-range index', () => {
    const q = { ...addDraftOption(newDraftQuestion()), correctOptionIndex: 2 };
    expect(q.options).toHaveLength(3);
    const r = removeDraftOption(q, 2);
    expect(r.options).toHaveLength(2);
    expect(r.correctOptionIndex).toBe(0);
    expect(removeDraftOption(r, 0).options).toHaveLength(2);
    expect(removeDraftOption({ ...q, correctOptionIndex: 1 }, 2).correctOptionIndex).toBe(1);
  });
  it('free-text switch', () => {
    const open = setDraftFreeText(newDraftQuestion(), true);
    expect(open.correctOptionIndex).toBe(-1);
    const back = setDraftFreeText({ ...open, options: [] }, false);
    expect(back.options).toEqual(['', '']);
    expect(back.correctOptionIndex).toBe(0);
  });
});
