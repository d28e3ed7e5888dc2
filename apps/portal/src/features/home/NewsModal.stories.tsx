import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SAMPLE_NEWS } from './fixtures.ts';
import { NewsModal } from './NewsModal.tsx';
import { findDialog } from '../../shared/testing/storyPlay.ts';

const item = SAMPLE_NEWS;

/** The news modal of the home page (01 §2): header and text, Закрыть, and Удалить for the press. */
const meta = {
  title: 'Portal/Home/NewsModal',
  component: NewsModal,
  args: { news: item, onClose: fn() },
} satisfies Meta<typeof NewsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader (an agent): only Закрыть. */
export const Reader: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await findDialog(item.header);
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  },
};

/** A visitor without roles: only Закрыть. */
export const Visitor: Story = {
  parameters: { session: { role: 'user' } },
  play: Reader.play,
};

/** The press secretary: Удалить too. */
export const PressSecretary: Story = {
  parameters: { session: { role: 'press_secretary' } },
  play: async () => {
    const dialog = await findDialog(item.header);
    await expect(dialog.getByRole('button', { name: 'Удалить' })).toBeVisible();
  },
};

/** Удалить asks for confirmation first. */
export const ConfirmDelete: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    const dialog = await findDialog(item.header);
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    const confirm = await findDialog('Удаление новости', 'alertdialog');
    await expect(confirm.getByText(`Удалить новость «${item.header}»?`)).toBeVisible();
  },
};

/** Confirmed: the item is deleted and the modal closes. */
export const Deleted: Story = {
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(http.delete('/api/v1/news/:id/delete', () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(item.header);
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    const confirm = await findDialog('Удаление новости', 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
