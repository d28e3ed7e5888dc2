// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDraftOption,
  newDraftQuestion,
  removeDraftOption,
  removeDraftQuestion,
  setDraftFreeText,
  type DraftQuestion,
} from './testEditor.ts';

/** A closed question with these options and correct index. */
const closed = (options: string[], correctOptionIndex: number): DraftQuestion => ({
  title: 'Вопрос',
  isFreeText: false,
  options,
  correctOptionIndex,
});

describe('test editor (03 §2 Test creation modal, §9)', () => {
  it('a new question is closed with two empty options and index 0', () => {
    expect(newDraftQuestion()).toEqual({
      title: '',
      isFreeText: false,
      options: ['', ''],
      correctOptionIndex: 0,
    });
  });

  it('keeps at least one question', () => {
    const a = { ...newDraftQuestion(), title: 'a' };
    const b = { ...newDraftQuestion(), title: 'b' };
    expect(removeDraftQuestion([a], 0)).toEqual([a]);
    expect(removeDraftQuestion([a, b], 0)).toEqual([b]);
    expect(removeDraftQuestion([a, b], 1)).toEqual([a]);
  });

  it('adds an empty option, keeping the index', () => {
    const q = addDraftOption(closed(['x', 'y'], 1));
    expect(q.options).toEqual(['x', 'y', '']);
    expect(q.correctOptionIndex).toBe(1);
  });

  it('a closed question keeps at least two options', () => {
    const q = closed(['x', 'y'], 1);
    expect(removeDraftOption(q, 0)).toEqual(q);
    expect(removeDraftOption(q, 1)).toEqual(q);
  });

  it('removing the option that held the correct index resets it to 0', () => {
    expect(removeDraftOption(closed(['x', 'y', 'z'], 1), 1)).toEqual(closed(['x', 'z'], 0));
    expect(removeDraftOption(closed(['x', 'y', 'z'], 2), 2)).toEqual(closed(['x', 'y'], 0));
  });

  it('an index out of range after removal resets to 0', () => {
    expect(removeDraftOption(closed(['x', 'y', 'z'], 7), 0).correctOptionIndex).toBe(0);
  });

  it('removing an option before the correct one keeps the same correct option', () => {
    const r = removeDraftOption(closed(['x', 'y', 'z'], 2), 0);
    expect(r.options[r.correctOptionIndex]).toBe('z');
  });

  it('removing an option after the correct one keeps the index', () => {
    expect(removeDraftOption(closed(['x', 'y', 'z'], 0), 2).correctOptionIndex).toBe(0);
  });

  it('switching to free text sets the index to -1', () => {
    const open = setDraftFreeText(closed(['x', 'y', 'z'], 2), true);
    expect(open.isFreeText).toBe(true);
    expect(open.correctOptionIndex).toBe(-1);
  });

  it('switching back restores at least two options with index 0', () => {
    const back = setDraftFreeText({ ...newDraftQuestion(), isFreeText: true, options: [] }, false);
    expect(back).toMatchObject({ isFreeText: false, options: ['', ''], correctOptionIndex: 0 });
    const kept = setDraftFreeText({ ...closed(['x', 'y', 'z'], -1), isFreeText: true }, false);
    expect(kept.options).toEqual(['x', 'y', 'z']);
    expect(kept.correctOptionIndex).toBe(0);
  });
});
