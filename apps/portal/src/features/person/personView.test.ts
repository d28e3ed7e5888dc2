import { describe, expect, it } from 'vitest';
import type { PersonEntry } from '../../shared/person/entries.ts';
import { bannerLines, connectionsOf } from './personView.ts';

const entry = (key: string, people: string[], href = `/acts?open=${key}`): PersonEntry => ({
  key,
  registry: 'acts',
  id: 1,
  registryTitle: 'Акты нарушений',
  nick: 'Ivan_Petrov',
  status: 'Новый',
  tone: 'info',
  date: null,
  author: people[0] ?? null,
  people,
  href,
});

describe('the person view (issue 25)', () => {
  it("counts the other nicks of the person's records, most shared first, never the person", () => {
    const entries = [
      entry('1', ['Anna_Smirnova', 'Boris_Orlov']),
      entry('2', ['anna_smirnova', 'ivan_petrov']),
      entry('3', ['Carl_Ivanov', 'Carl_Ivanov']),
    ];
    expect(connectionsOf(entries, 'Ivan_Petrov')).toEqual([
      { nick: 'Anna_Smirnova', shared: 2 },
      { nick: 'Boris_Orlov', shared: 1 },
      { nick: 'Carl_Ivanov', shared: 1 },
    ]);
  });

  it("links a member's banner lines where the member's entry does, other records to themselves", () => {
    const member = { ...entry('team:5', []), href: '/hr-profile?nick=Ivan_Petrov' };
    const line = (kind: 'staff' | 'warning' | 'openAct', id: number) => ({
      kind,
      registry: kind === 'openAct' ? ('acts' as const) : ('team' as const),
      id,
      since: null,
      until: null,
      status: null,
      days: null,
      detail: null,
    });
    const lines = bannerLines(
      [line('staff', 5), line('warning', 8), line('openAct', 3)],
      [member, { ...member, key: 'team:p8' }],
    );
    expect(lines.map((l) => l.href)).toEqual([
      '/hr-profile?nick=Ivan_Petrov',
      '/hr-profile?nick=Ivan_Petrov',
      '/acts?open=3',
    ]);
  });
});
