import { describe, expect, it } from 'vitest';
import { actionableFor, waitingKindOfRoute, waitingKindsFor } from './waiting.ts';

describe('actionableFor (issue 12, from the machines of 01–03 §4)', () => {
  it('an MW report ON_SENIOR_CHECK waits on head_cid, not on an agent', () => {
    expect(actionableFor('mostWanted', 'ON_SENIOR_CHECK', ['head_cid'])).toBe(true);
    expect(actionableFor('mostWanted', 'ON_SENIOR_CHECK', ['agent_cid'])).toBe(false);
    expect(actionableFor('mostWanted', 'SUSPECT_CAUGHT', ['head_cid'])).toBe(false);
    // 01 §4: the senior may send back a report in rework, but it waits on the agent there.
    expect(actionableFor('mostWanted', 'NEED_IMPROVE', ['head_cid'])).toBe(false);
    expect(actionableFor('mostWanted', 'APPROVED', ['general_counsel'])).toBe(true);
  });

  it('a laboratory request from the database waits too (approved, not taken)', () => {
    expect(actionableFor('laboratory', 'ON_CHECK', ['criminalist'], { isDb: true })).toBe(true);
    expect(actionableFor('laboratory', 'DONE', ['criminalist'])).toBe(false);
  });

  it('an executed act does not wait on its executor (executing again changes nothing)', () => {
    expect(actionableFor('acts', 'AWAIT_IN_GAME', ['hr_inspector'])).toBe(true);
    expect(actionableFor('acts', 'EXECUTED', ['hr_inspector'])).toBe(false);
  });
});

describe('waitingKindsFor', () => {
  it('asks only the registries the caller decides on', () => {
    expect(waitingKindsFor(['general_counsel'], null)).toEqual(['orders', 'mostWanted']);
    expect(waitingKindsFor(['user'], null)).toEqual([]);
    expect(waitingKindsFor(['agent_cid'], null)).toEqual([]);
  });

  it('maps a sidebar route to its kind', () => {
    expect(waitingKindOfRoute('/inactive')).toBe('inactivity');
    expect(waitingKindOfRoute('/team')).toBeUndefined();
  });
});
