import { ERROR_CATALOGUE, REGISTRY_TEXT } from '@fbi/domain';
import { Button, toast } from '@fbi/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryProviders } from '../app/MemoryProviders.tsx';
import { createQueryClient } from './queryClient.ts';
import { setupUser } from './testing/interactions.ts';
import { updateSession } from './sessionStorage.ts';
import { createdDone, useApiMutation } from './useApiMutation.ts';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

/** A screen with one action whose success names a record (as a decision on an act would). */
function Decide({ fails = false }: { fails?: boolean }) {
  const decide = useApiMutation({
    mutationFn: async (id: number) => {
      if (fails) throw new Error('Нет связи');
      return { id };
    },
    done: ({ id }) => ({ text: `Акт №${id} одобрен`, href: `/acts?open=${id}` }),
  });
  return <Button onPress={() => decide.mutate(7)}>Одобрить</Button>;
}

function renderAt(ui: React.ReactNode) {
  return render(
    <MemoryProviders route="/" queryClient={createQueryClient()}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryProviders>,
  );
}

describe('useApiMutation: every action answers (issue 24)', () => {
  afterEach(() => toast.dismissAll());

  it('names what was done and opens the record from the toast', async () => {
    const user = setupUser();
    renderAt(<Decide />);
    await user.click(screen.getByRole('button', { name: 'Одобрить' }));
    expect(await screen.findByText('Акт №7 одобрен')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REGISTRY_TEXT.openRecord }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/acts?open=7'),
    );
    expect(screen.queryByText('Акт №7 одобрен')).not.toBeInTheDocument();
  });

  it('says nothing of success when the call fails', async () => {
    const user = setupUser();
    renderAt(<Decide fails />);
    await user.click(screen.getByRole('button', { name: 'Одобрить' }));
    await screen.findByText(ERROR_CATALOGUE.unknownError);
    expect(screen.queryByText('Акт №7 одобрен')).not.toBeInTheDocument();
  });
});

describe('createdDone: filing offers the new record (issue 24)', () => {
  afterEach(() => updateSession({ roles: [] }));

  it('links the new record when the answer names it and the filer opens such rows', () => {
    updateSession({ roles: ['director'] });
    expect(createdDone('/acts', { id: 41, achievement: null }, 'Подан', 'openActRows')).toEqual({
      text: 'Подан',
      href: '/acts?open=41',
    });
  });

  it('links the list for a filer who does not open such rows, or an answer without an id', () => {
    updateSession({ roles: ['agent_cid'] });
    expect(createdDone('/acts', { id: 41 }, 'Подан', 'openActRows').href).toBe('/acts');
    updateSession({ roles: ['director'] });
    expect(createdDone('/acts', undefined, 'Подан', 'openActRows').href).toBe('/acts');
    expect(createdDone('/acts', { ok: true }, 'Подан').href).toBe('/acts');
  });
});
