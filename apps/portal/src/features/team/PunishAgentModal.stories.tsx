import { MESSAGES } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleMember, SAMPLE_PUNISHMENTS } from './fixtures.ts';
import { PunishAgentModal } from './PunishAgentModal.tsx';
import {
  clearStaleAnnouncements,
  expectToast,
  fillText,
  findDialog,
} from '../../shared/testing/storyPlay.ts';

/** Punishing an agent (01 §5 Punish agent): warning or reprimand with a reason. */
const meta = {
  title: 'Portal/Team/PunishAgentModal',
  component: PunishAgentModal,
  args: { member: sampleMember(), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof PunishAgentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Наказание агента Pavel_Orlov';

const fillAndSubmit = async (type: string | null, reason: string) => {
  const dialog = await findDialog(TITLE);
  if (type) await userEvent.click(dialog.getByRole('radio', { name: type }));
  if (reason) await fillText(dialog.getByRole('textbox', { name: /^Причина/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Наказать' }));
  return dialog;
};

/** The empty form. */
export const Empty: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** A reprimand with its reason, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('radio', { name: 'Выговор' }));
    await fillText(dialog.getByRole('textbox', { name: /^Причина/ }), 'Нарушение субординации');
    await expect(dialog.getByRole('radio', { name: 'Выговор' })).toBeChecked();
  },
};

/** Sent: `PUT /api/v1/team/{id}/punish` succeeds and `onDone` runs. */
export const Punished: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/punish', () => HttpResponse.json(SAMPLE_PUNISHMENTS.warnings[0])),
    );
  },
  play: async ({ args }) => {
    await fillAndSubmit('Предупреждение', 'Опоздание на построение');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    clearStaleAnnouncements();
  },
};

/** No reason: 'Причина наказания'. */
export const InvalidNoReason: Story = {
  play: async () => {
    await fillAndSubmit('Предупреждение', '');
    await expectToast(MESSAGES.punishReasonEmpty);
  },
};

/** A reason but no type chosen. */
export const InvalidNoType: Story = {
  play: async () => {
    await fillAndSubmit(null, 'Опоздание на построение');
    await expectToast(MESSAGES.punishmentTypeEmpty);
  },
};

/** Waiting for the server. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/punish', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    const dialog = await fillAndSubmit('Выговор', 'Нарушение субординации');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Наказать/ })).toHaveAttribute('data-pending'),
    );
  },
};

/** The server refuses (the agent no longer exists): the form stays filled. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/punish', () =>
        HttpResponse.json({ type: 'NOT_FOUND', message: 'Агент не найден' }, { status: 404 }),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await fillAndSubmit('Выговор', 'Нарушение субординации');
    await expectToast('Агент не найден');
    await expect(dialog.getByRole('textbox', { name: /^Причина/ })).toHaveValue(
      'Нарушение субординации',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
