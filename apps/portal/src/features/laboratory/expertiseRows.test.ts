import { EXPERTISE_KINDS } from '@fbi/domain';
import { describe, expect, it } from 'vitest';
import { canAddExpertiseRow, expertiseOptions } from './expertiseRows.ts';

const [first, second, third] = EXPERTISE_KINDS;
const disabled = (rows: (string | null)[], index: number) =>
  expertiseOptions(rows, index)
    .filter((o) => o.isDisabled)
    .map((o) => o.id);

describe('laboratory request: a kind chosen in one row is disabled in the others (03 §2, §5)', () => {
  it('offers all 16 kinds, none disabled, to a single empty row', () => {
    const options = expertiseOptions([null], 0);
    expect(options).toHaveLength(16);
    expect(options.map((o) => o.id)).toEqual([...EXPERTISE_KINDS]);
    expect(disabled([null], 0)).toEqual([]);
  });

  it("disables the other rows' choices and keeps the row's own choice enabled", () => {
    const rows = [first, second, null] as (string | null)[];
    expect(disabled(rows, 0)).toEqual([second]);
    expect(disabled(rows, 1)).toEqual([first]);
    expect(disabled(rows, 2)).toEqual([first, second]);
  });

  it('frees a kind again once its row changes', () => {
    expect(disabled([third, null], 1)).toEqual([third]);
    expect(disabled([second, null], 1)).toEqual([second]);
  });

  it('allows adding rows until every kind has one', () => {
    expect(canAddExpertiseRow(EXPERTISE_KINDS.slice(0, 15))).toBe(true);
    expect(canAddExpertiseRow(EXPERTISE_KINDS)).toBe(false);
  });
});
