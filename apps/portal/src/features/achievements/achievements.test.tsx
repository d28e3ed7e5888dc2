import { ACHIEVEMENTS_TEXT as T } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { AchievementsPage } from './AchievementsPage.tsx';

const mock = setupMockApi((store) => {
  // agent_cid has exactly one achievement: the profile one.
  const own = store.data.accounts.find((a) => a.username === 'agent_cid')?.memberId ?? 0;
  store.data.achievements = [
    { memberId: own, key: 'first_profile_save', earnedAt: '2026-11-01T10:00:00.000Z' },
  ];
});

describe('/achievements (02 §2.12)', () => {
  it('shows every card, the achieved one not greyed', async () => {
    await mock.renderAs('agent_cid', <AchievementsPage />, '/achievements');
    const card = (await screen.findByRole('heading', { name: 'Личное дело' })).closest('article');
    expect(card).toHaveAttribute('data-achieved', 'true');
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.filter((c) => c.hasAttribute('data-achieved'))).toHaveLength(1);
    expect(screen.getByText(T.progress(1, cards.length))).toBeInTheDocument();
  });

  it('a failed load shows the empty state and no error toast (02 §7)', async () => {
    mock.server.use(
      override('get', '/api/v1/achievements/all', () => errorAnswer(500, 'Внутренняя ошибка')),
    );
    await mock.renderAs('agent_cid', <AchievementsPage />, '/achievements');
    expect(await screen.findByText(T.unavailable)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Внутренняя ошибка')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Уведомления' })).toBeNull();
  });
});
