import { UI_TEXT } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDisabledWithReason, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleSuspect } from './fixtures.ts';
import { SuspectDetailModal } from './SuspectDetailModal.tsx';

const TITLE = 'Подозреваемый: Tony_Montana';

/** A suspect's detail on /db (03 §2, §4): proofs, laboratory report, arrest menu. */
const meta = {
  title: 'Portal/Suspects/SuspectDetailModal',
  component: SuspectDetailModal,
  args: { suspect: sampleSuspect(), onClose: fn(), onArrest: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof SuspectDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  return within(await page().findByRole('menu')).getAllByRole('menuitem');
};

/** FIRST: the first-arrest proof only, the laboratory report, 'Повторный арест'. */
export const First: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getAllByRole('link')).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: 'Заключение лаборатории' })).toBeVisible();
    const [item] = await menuItems();
    await expect(item).toHaveTextContent('Повторный арест');
    await userEvent.click(item as HTMLElement);
    await expect(args.onArrest).toHaveBeenCalledWith('second');
  },
};

/** RECIDIVE with the second proof: 'Третий арест'. */
export const Recidive: Story = {
  args: {
    suspect: sampleSuspect({
      status: 'RECIDIVE',
      secondArrestProve: 'https://forum.example/t/arrest-2',
    }),
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getAllByRole('link')).toHaveLength(2);
    const [item] = await menuItems();
    await expect(item).toHaveTextContent('Третий арест');
  },
};

/** RECIDIVE with all three proofs: the third arrest is recorded once, so the menu is disabled. */
export const ThirdArrestRecorded: Story = {
  args: {
    suspect: sampleSuspect({
      status: 'RECIDIVE',
      secondArrestProve: 'https://forum.example/t/arrest-2',
      thirdArrestProve: 'https://forum.example/t/arrest-3',
    }),
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getAllByRole('link')).toHaveLength(3);
    await expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled();
  },
};

/** ON_LAB (likewise DECLINED, EXPIRED): no report button, the menu disabled. */
export const OnLab: Story = {
  args: { suspect: sampleSuspect({ status: 'ON_LAB' }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: 'Заключение лаборатории' })).toBeNull();
    await expectDisabledWithReason(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  },
};

/** FIRST without a laboratory link: no report button. */
export const NoLaboratory: Story = {
  args: { suspect: sampleSuspect({ laboratoryId: null }) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('button', { name: 'Заключение лаборатории' })).toBeNull();
  },
};
