import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { override, errorAnswer } from '@fbi/mocks/override';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { lastMonths, ownCounts, perMonth } from './aggregate.ts';
import { StatsPage } from './StatsPage.tsx';

const mock = setupMockApi();

const figure = (name: string) => screen.findByRole('figure', { name });
const tableRows = (fig: HTMLElement) => within(fig).getAllByRole('row').slice(1);

describe('/stats (issue 12)', () => {
  it('counts the last 12 months, oldest first, across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-10T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    const record = (createdAt: string) => ({ createdAt, status: '', author: null, decider: null });
    // 31 Jan 22:00 UTC is 1 Feb in Moscow.
    expect(
      perMonth([record('2026-01-31T22:00:00Z'), record('2024-01-01T00:00:00Z')], months),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('counts own records and decisions by nick, case-insensitive', () => {
    const r = (author: string | null, decider: string | null) => ({
      createdAt: '2026-01-01T00:00:00Z',
      status: '',
      author,
      decider,
    });
    expect(ownCounts([r('Me', null), r('me', 'ME'), r('other', 'x')], 'ME')).toEqual({
      records: 2,
      decisions: 1,
    });
  });

  it('draws the director every registry, the status tables equal to the seeded records', async () => {
    await mock.renderAs('director', <StatsPage />, '/stats');
    const dossiers = await figure('Доля статусов: Разведка');
    const total = tableRows(dossiers).reduce(
      (sum, row) => sum + Number(within(row).getAllByRole('cell')[0]?.textContent),
      0,
    );
    expect(total).toBe(mock.server.store.data.dossiers.length);
    expect(await figure('Записи по месяцам')).toBeInTheDocument();
    expect(await figure('Состав по отделам')).toBeInTheDocument();
  });

  it('leaves dossiers out for agent_cid without asking for them', async () => {
    await mock.renderAs('agent_cid', <StatsPage />, '/stats');
    await figure('Доля статусов: Акты нарушений');
    expect(screen.queryByRole('figure', { name: 'Доля статусов: Разведка' })).toBeNull();
    expect(mock.requests.to('/api/v1/intelligence/all')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a failing registry and draws the others', async () => {
    mock.server.use(
      override('get', '/api/v1/act/all', () => errorAnswer(500, 'Внутренняя ошибка сервера')),
    );
    await mock.renderAs('director', <StatsPage />, '/stats');
    expect(
      await screen.findByText('Акты нарушений: не удалось загрузить, на графиках его нет'),
    ).toBeInTheDocument();
    expect(await figure('Доля статусов: Реестр наказаний')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Доля статусов: Акты нарушений' })).toBeNull();
  });
});
