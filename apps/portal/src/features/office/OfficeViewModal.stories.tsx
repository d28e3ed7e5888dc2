import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeViewModal } from './OfficeViewModal.tsx';

const TITLE = 'Заявка на допуск: John_Walker';

/** The office request modal (02 §2.6, §4 Office status). */
const meta = {
  title: 'Portal/Office/OfficeViewModal',
  component: OfficeViewModal,
  args: {
    request: sampleOfficeRequest(),
    onClose: fn(),
    onDecline: fn(),
    onIssueLevel: fn(),
    onChangeLevel: fn(),
    onWithdrawLevel: fn(),
    onDelete: fn(),
  },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On check: every field, «Не выдан»; decline or issue access. */
export const OnCheck: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Не выдан')).toBeVisible();
    await expect(dialog.getByText('Совместная операция с CID.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Копия паспорта/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.queryByRole('button', { name: 'Удалить' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Выдать допуск' }));
    await expect(args.onIssueLevel).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

/** Approved: change the level, withdraw it or delete. */
export const Approved: Story = {
  args: {
    request: sampleOfficeRequest({
      status: 'APPROVED',
      level: 'Служебный',
      approver: 'Anna_Smirnova',
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Служебный')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Выдать допуск' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Изменить уровень' }));
    await expect(args.onChangeLevel).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Отозвать допуск' }));
    await expect(args.onWithdrawLevel).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** The director sees the same actions. */
export const AsDirector: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: 'Выдать допуск' })).toBeEnabled();
  },
};
