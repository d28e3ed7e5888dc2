import { describe, expect, it } from 'vitest';
import {
  historyFieldLabel,
  isDecision,
  pathToStatus,
  RECORD_KIND_LIST,
  RECORD_KINDS,
  recordKindOfRoute,
} from './history.ts';
import { ROUTES } from './navigation.ts';

describe('record kinds (issue 26)', () => {
  it('each list route is a route of the portal and leads back to its kind', () => {
    const paths = ROUTES.map((r) => r.path as string);
    for (const kind of RECORD_KIND_LIST) {
      expect(paths).toContain(RECORD_KINDS[kind].route);
      expect(recordKindOfRoute(RECORD_KINDS[kind].route)).toBe(kind);
    }
    expect(recordKindOfRoute('/db-public')).toBe('suspects');
    expect(recordKindOfRoute('/team')).toBeUndefined();
  });

  it('labels fields with the registry texts', () => {
    expect(historyFieldLabel('acts', 'verdict')).toBe('Вердикт');
    expect(historyFieldLabel('acts', 'nonsense')).toBeNull();
  });

  it('finds the fewest actions to a status, none to the filing one, null to a server one', () => {
    expect(pathToStatus('mw', 'ON_SENIOR_CHECK')).toEqual([]);
    expect(pathToStatus('mw', 'ORDER_ASSIGNED')?.map((s) => s.to)).toEqual([
      'APPROVED',
      'ORDER_ASSIGNED',
    ]);
    expect(pathToStatus('act', 'EXPIRED')).toBeNull();
  });

  it('tells a decision from another status change', () => {
    expect(isDecision('orders', 'ON_CHECK', 'DECLINED')).toBe(true);
    expect(isDecision('raports', 'NEED_IMPROVE', 'ON_HEAD_CHECK')).toBe(false);
    expect(isDecision('punishments', null, null)).toBe(false);
  });
});
