import { DEMO_TEXT as T } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findDialog } from '../../shared/testing/storyPlay.ts';
import DemoResetDialog from './DemoResetDialog.tsx';

/** The demo footer's «reset demo data» confirmation (the e2e demo scenario runs the reset). */
const meta = {
  title: 'Portal/Layout/DemoResetDialog',
  component: DemoResetDialog,
  args: { onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof DemoResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the warning that records go, data is re-seeded and the user is logged out. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(T.confirmTitle, 'alertdialog');
    await expect(dialog.getByText(T.confirmMessage)).toBeVisible();
  },
};

/** «Сбросить» resets; the cancel button closes without resetting. */
export const ConfirmAndCancel: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(T.confirmTitle, 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: T.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
