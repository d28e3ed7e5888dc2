import { UI_TEXT } from '@fbi/domain';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleSuspect } from './fixtures.ts';
import { SuspectDetailModal, type SuspectDetailModalProps } from './SuspectDetailModal.tsx';

/** A suspect's detail on /db (03 §2, §4): proofs, laboratory report, arrest menu. */
const meta = {
  title: 'Portal/Suspects/SuspectDetailModal',
  component: SuspectDetailModal,
  args: { suspect: sampleSuspect(), onClose: fn(), onArrest: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof SuspectDetailModal>;

export default meta;

const view = recordViewStories<SuspectDetailModalProps>('Подозреваемый: Tony_Montana');
const LAB = 'Заключение лаборатории';
/** The first item of the arrest menu. */
const firstItem = async () =>
  (await view.openMenu(UI_TEXT.changeStatus)).getAllByRole('menuitem')[0] as HTMLElement;
const recidive = (proves: Partial<Parameters<typeof sampleSuspect>[0]>) => ({
  suspect: sampleSuspect({
    status: 'RECIDIVE',
    secondArrestProve: 'https://forum.example/t/arrest-2',
    ...proves,
  }),
});

/**
 * FIRST: the first-arrest proof only (beside the suspect's link to their person page, issue 25),
 * the laboratory report, 'Повторный арест'.
 */
export const First = view.variant({
  links: 1 + 1,
  then: async (args, dialog) => {
    await expect(dialog.getByRole('button', { name: LAB })).toBeVisible();
    const item = await firstItem();
    await expect(item).toHaveTextContent('Повторный арест');
    await userEvent.click(item);
    await expect(args.onArrest).toHaveBeenCalledWith('second');
  },
});

/** RECIDIVE with the second proof: 'Третий арест'. */
export const Recidive = view.variant({
  args: recidive({}),
  links: 2 + 1,
  then: async () => expect(await firstItem()).toHaveTextContent('Третий арест'),
});

/** RECIDIVE with all three proofs: the third arrest is recorded once, so the menu is disabled. */
export const ThirdArrestRecorded = view.variant({
  args: recidive({ thirdArrestProve: 'https://forum.example/t/arrest-3' }),
  links: 3 + 1,
  then: async () => expect(await view.button(UI_TEXT.changeStatus)).toBeDisabled(),
});

/** ON_LAB (likewise DECLINED, EXPIRED): no report button, the menu disabled. */
export const OnLab = view.variant({
  args: { suspect: sampleSuspect({ status: 'ON_LAB' }) },
  absent: [LAB],
  disabled: [UI_TEXT.changeStatus],
});

/** FIRST without a laboratory link: no report button. */
export const NoLaboratory = view.variant({
  args: { suspect: sampleSuspect({ laboratoryId: null }) },
  absent: [LAB],
});
