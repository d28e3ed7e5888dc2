import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import UserInfoModal from './UserInfoModal.tsx';

const meta = {
  title: 'Portal/Auth/UserInfoModal',
  component: UserInfoModal,
  args: { onClose: fn() },
} satisfies Meta<typeof UserInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The director: the role name in Russian. */
export const Director: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    const dialog = await findDialog('Информация о пользователе');
    await expect(dialog.getByText('Директор', { selector: 'li' })).toBeInTheDocument();
  },
};

/** A head of CID. */
export const HeadCid: Story = {
  parameters: { session: { role: 'head_cid' } },
  play: async () => {
    const dialog = await findDialog('Информация о пользователе');
    await expect(dialog.getByText('Глава CID', { selector: 'li' })).toBeInTheDocument();
  },
};
