import { describe, expect, it } from 'vitest';
import { reworkCommentOf } from './reviewComment.ts';

describe('reworkCommentOf (01 §4: the comment of a send-back)', () => {
  it('shows the comment while the record waits for its rework', () => {
    expect(reworkCommentOf({ status: 'NEED_IMPROVE', comment: ' Нет фото лица ' })).toBe(
      'Нет фото лица',
    );
  });
  it('hides an old comment once the record is resubmitted, approved or later', () => {
    for (const status of ['ON_SENIOR_CHECK', 'ON_HEAD_CHECK', 'APPROVED', 'ORDER_ASSIGNED'])
      expect(reworkCommentOf({ status, comment: 'Нет фото лица' }), status).toBeNull();
  });
  it('a blank or missing comment is none', () => {
    expect(reworkCommentOf({ status: 'NEED_IMPROVE', comment: '  ' })).toBeNull();
    expect(reworkCommentOf({ status: 'NEED_IMPROVE', comment: null })).toBeNull();
  });
});
