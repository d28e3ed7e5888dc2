import type { DeaCheck, HomeCheck } from './api.ts';

/** A home check for stories (03 §3): on the DEA head's check. */
export function sampleHomeCheck(overrides: Partial<HomeCheck> = {}): HomeCheck {
  return {
    id: 9101,
    createdAt: '2026-11-20T09:30:00.000Z',
    houseNo: '77А',
    author: 'Anna_Smirnova',
    nick: 'Tony_Montana',
    faction: 'Vagos',
    rang: 'Боец',
    status: 'ON_HEAD_CHECK',
    violationDate: '2026-11-19',
    executor: null,
    comment: null,
    proves: ['https://forum.example/t/ground-1', 'https://forum.example/t/ground-2'],
    executionProves: [],
    allowedAt: null,
    ...overrides,
  };
}

/** A schedule row for stories (03 §3). */
export function sampleDeaCheck(overrides: Partial<DeaCheck> = {}): DeaCheck {
  return { id: 9201, day: 'Понедельник', faction: 'LSPD', time: '18:00', agents: [], ...overrides };
}
