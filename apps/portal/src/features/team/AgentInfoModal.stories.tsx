import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AgentInfoModal } from './AgentInfoModal.tsx';
import { sampleMember, SAMPLE_PUNISHMENTS } from './fixtures.ts';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { answering } from '../../shared/testing/actionStories.ts';

/** The agent info modal of a roster row (01 §2 Team roster): data, punishment history, actions. */
const meta = {
  title: 'Portal/Team/AgentInfoModal',
  component: AgentInfoModal,
  args: { member: sampleMember(), onClose: fn(), onDelete: fn(), onPunish: fn(), onEdit: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof AgentInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Агент Pavel_Orlov';

/** A member with one warning and two reprimands in the history. */
export const Filled: Story = {
  ...answering(http.get('/api/v1/team/punishments', () => HttpResponse.json(SAMPLE_PUNISHMENTS))),
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByText('Нарушение субординации')).toBeInTheDocument();
    await expect(dialog.getByText('Опоздание на построение')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Наказать' }));
    await expect(args.onPunish).toHaveBeenCalled();
  },
};

/**
 * Removing an entry of the history asks first; confirming sends the delete call. On a phone the
 * actions stay in view under the long history.
 */
export const DeletePunishment: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  ...answering(
    http.get('/api/v1/team/punishments', () => HttpResponse.json(SAMPLE_PUNISHMENTS)),
    http.delete(
      '/api/v1/team/punishments/:id/delete',
      () => new HttpResponse(null, { status: 204 }),
    ),
  ),
  play: async () => {
    const dialog = await findDialog(TITLE);
    const remove = await dialog.findByRole('button', {
      name: 'Удалить наказание «Опоздание на построение»',
    });
    await expect(
      dialog.getByRole('button', { name: 'Редактировать' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(remove);
    const confirm = await findDialog('Удаление наказания', 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(page().queryByRole('alertdialog', { name: 'Удаление наказания' })).toBeNull(),
    );
  },
};

/** A member without punishments. */
export const EmptyHistory: Story = {
  args: {
    member: sampleMember({ warnings: 0, reprimands: 0, position: 'Криминалист', agentNo: '042' }),
  },
  ...answering(
    http.get('/api/v1/team/punishments', () => HttpResponse.json({ warnings: [], reprimands: [] })),
  ),
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByText('Предупреждения: действуют 0 из 0')).toBeInTheDocument();
  },
};

/** The history is still loading. */
export const HistoryPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/v1/team/punishments', async () => {
        await delay('infinite');
        return HttpResponse.json({ warnings: [], reprimands: [] });
      }),
    );
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Загрузка истории наказаний…')).toBeInTheDocument();
  },
};

/** The history failed to load: the error toast and a note in place of the lists. */
export const HistoryServerError: Story = {
  ...answering(
    http.get('/api/v1/team/punishments', () =>
      HttpResponse.json({ type: 'INTERNAL', message: 'Сервер недоступен' }, { status: 500 }),
    ),
  ),
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(
      await dialog.findByText('Не удалось загрузить историю наказаний.'),
    ).toBeInTheDocument();
  },
};
