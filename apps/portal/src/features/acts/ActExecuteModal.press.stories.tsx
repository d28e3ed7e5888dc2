import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { pressAtPoint } from '@fbi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { ActExecuteModal } from './ActExecuteModal.tsx';
import { sampleAct } from './fixtures.ts';

const EXECUTE = '/api/v1/act/{id}/update/expanded';
const TITLE = 'Исполнение акта: Ivan_Petrov';

/**
 * The act execution modal pressed as a mouse does (issue: the first «Исполнить» after correcting
 * «Количество рангов» did nothing): the press blurs the field, which commits the value and drops
 * its error line; the footer must stay under the pointer so the click arrives.
 */
const meta = {
  title: 'Portal/Acts/ActExecuteModal/Press',
  component: ActExecuteModal,
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME' }), onCancel: fn(), onSaved: fn() },
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof ActExecuteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ranks missing, then typed: one press on «Исполнить» sends the execution. */
export const OnePressAfterCorrectingRanks: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => sampleAct({ status: 'EXECUTED' })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Статьи нарушений/ }),
      '12.1 УК{Enter}',
    );
    await chooseOption('Тип наказания', 'Понижение', dialog);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Доказательство наказания/ }),
      'https://forum.example/p/1',
    );
    const execute = dialog.getByRole('button', { name: 'Исполнить' });
    await userEvent.click(execute);
    await expectToast(MESSAGES.demotionRanksRequired);
    await waitFor(() => expect(dialog.getByText(MESSAGES.demotionRanksRequired)).toBeVisible());

    await userEvent.type(dialog.getByRole('textbox', { name: /^Количество рангов/ }), '2');
    await expect(await pressAtPoint(execute)).toBe(execute);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
  },
};
