import { toast } from '@fbi/ui';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient.ts';

describe('achievements carried by a query answer (01 §1)', () => {
  it('are toasted once per query and title, not again on refetch', async () => {
    const shown = vi.spyOn(toast, 'achievement').mockReturnValue('toast');
    const client = createQueryClient();
    // A new object each time, as a refetch over the network gives.
    const queryFn = () => Promise.resolve({ team: [], achievement: { title: 'Первый состав' } });

    await client.fetchQuery({ queryKey: ['team'], queryFn });
    await client.refetchQueries({ queryKey: ['team'] });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Первый состав');

    await client.fetchQuery({
      queryKey: ['profile'],
      queryFn: () => Promise.resolve({ achievement: { title: 'Профиль заполнен' } }),
    });
    await client.fetchQuery({
      queryKey: ['academyExams'],
      queryFn: () => Promise.resolve({ achievement: null }),
    });
    expect(shown.mock.calls).toEqual([['Первый состав'], ['Профиль заполнен']]);
  });
});
