import { MESSAGES } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AgentEditModal } from './AgentEditModal.tsx';
import { sampleMember } from './fixtures.ts';
import {
  chooseOption,
  clearStaleAnnouncements,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { fillAgentForm } from './storyPlay.ts';
import type { AuditOrder } from './api.ts';

/**
 * Agent edit (01 §5 Agent create/edit, §6): rank choices by the caller's role, roles for the
 * director only, then the audit prompts (01 §4 Agent rank or position change).
 */
const meta = {
  title: 'Portal/Team/AgentEditModal',
  component: AgentEditModal,
  args: { member: sampleMember(), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/update', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sampleMember({ nick: String(body.newNick) }));
      }),
      http.post('/api/v1/audit/add', () => HttpResponse.json({ id: 1, achievement: null })),
    );
  },
} satisfies Meta<typeof AgentEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Редактирование агента Pavel_Orlov';

/** The audit orders the RankAndPositionChange story sent. */
const auditOrders: AuditOrder[] = [];

const save = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
  return dialog;
};

/** The director: the form filled from the member (agent number without its prefix) and the roles. */
export const AsDirector: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Номер агента/ })).toHaveValue('042');
    await expect(dialog.getByRole('checkbox', { name: 'Агент CID' })).toBeChecked();
  },
};

/** An HR inspector: no roles editing, ranks up to Старший специальный агент. */
export const AsHrInspector: Story = {
  parameters: { session: { role: 'hr_inspector' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('checkbox', { name: 'Агент CID' })).not.toBeInTheDocument();
    await expect(dialog.getByText(/изменяет только директор/)).toBeInTheDocument();
  },
};

/** The head of CID: ranks Младший агент … Специальный агент. */
export const AsHeadCid: Story = {
  parameters: { session: { role: 'head_cid' } },
  play: async () => {
    await findDialog(TITLE);
    await userEvent.click(page().getByRole('button', { name: /Ранг$/ }));
    await expect(
      await page().findByRole('option', { name: 'Специальный агент' }),
    ).toBeInTheDocument();
    await expect(page().queryByRole('option', { name: 'Глава CID' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** A bad agent number: the spec's message, the form stays filled. */
export const InvalidAgentNo: Story = {
  play: async () => {
    await findDialog(TITLE);
    await fillAgentForm({ agentNo: '42' });
    await save();
    await expectToast(MESSAGES.agentNoFormat);
    await expect(page().getByRole('textbox', { name: /^Номер агента/ })).toHaveValue('42');
  },
};

/** A bad nick. */
export const InvalidNick: Story = {
  play: async () => {
    await findDialog(TITLE);
    await fillAgentForm({ nick: 'Pavel_orlov1' });
    await save();
    await expectToast(MESSAGES.nickFormat);
  },
};

/** A bad social link. */
export const InvalidVkLink: Story = {
  play: async () => {
    await findDialog(TITLE);
    await fillAgentForm({ vkLink: 'vk.com/pavel orlov' });
    await save();
    await expectToast(MESSAGES.vkLinkFormat);
  },
};

/** Saved without rank or position change: no prompt, `onDone` runs. */
export const SavedNoPrompt: Story = {
  play: async ({ args }) => {
    await findDialog(TITLE);
    await fillAgentForm({ vkLink: 'https://vk.com/orlov' });
    await save();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    clearStaleAnnouncements();
  },
};

/** Rank and position changed: the PROMOTION prompt, then the POSITION prompt, each sending the order. */
export const RankAndPositionChange: Story = {
  beforeEach({ msw }) {
    auditOrders.length = 0;
    msw.use(
      http.post('/api/v1/audit/add', async ({ request }) => {
        auditOrders.push((await request.json()) as AuditOrder);
        return HttpResponse.json({ id: auditOrders.length, achievement: null });
      }),
    );
  },
  play: async ({ args }) => {
    await findDialog(TITLE);
    await chooseOption('Ранг', 'Старший агент');
    await chooseOption('Должность', 'Криминалист');
    await save();
    const promotion = await findDialog('Кадровый приказ', 'alertdialog');
    await expect(promotion.getByText(/«Старший агент»/)).toBeInTheDocument();
    await userEvent.click(promotion.getByRole('button', { name: 'Оформить приказ' }));
    const position = await findDialog('Кадровый приказ', 'alertdialog');
    await expect(await position.findByText(/«Криминалист»/)).toBeInTheDocument();
    await userEvent.click(position.getByRole('button', { name: 'Оформить приказ' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(auditOrders).toEqual([
      { nick: 'Pavel_Orlov', type: 'PROMOTION', rang: 'Старший агент' },
      { nick: 'Pavel_Orlov', type: 'POSITION', position: 'Криминалист' },
    ]);
    clearStaleAnnouncements();
  },
};

/** The rank prompt is declined: nothing is sent. */
export const RankChangeDeclined: Story = {
  play: async ({ args }) => {
    await findDialog(TITLE);
    await chooseOption('Ранг', 'Старший агент');
    await save();
    const promotion = await findDialog('Кадровый приказ', 'alertdialog');
    await userEvent.click(promotion.getByRole('button', { name: 'Не оформлять' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    clearStaleAnnouncements();
  },
};

/** Waiting for the server. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/update', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    const dialog = await save();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Сохранить/ })).toHaveAttribute('data-pending'),
    );
  },
};

/** The server refuses (a taken nick): the toast, the form stays filled. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/v1/team/:id/update', () =>
        HttpResponse.json(
          { type: 'CONFLICT', message: 'Агент с таким ником уже существует' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ args }) => {
    await findDialog(TITLE);
    await fillAgentForm({ nick: 'Ivan_Petrov' });
    await save();
    await expectToast('Агент с таким ником уже существует');
    await expect(page().getByRole('textbox', { name: /^Ник/ })).toHaveValue('Ivan_Petrov');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
