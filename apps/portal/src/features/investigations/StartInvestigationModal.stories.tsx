import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { StartInvestigationModal } from './StartInvestigationModal.tsx';

const ADD = '/api/v1/investigation/add';
const TITLE = 'Начать расследование';

/** Starting an investigation from the sidebar (01 §2, §4, §5, §6). */
const meta = {
  title: 'Portal/Investigations/StartInvestigationModal',
  component: StartInvestigationModal,
  args: { kind: 'agent', onClose: fn(), title: TITLE },
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof StartInvestigationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  faction?: string;
  joint?: 'Да' | 'Нет';
  direction?: string;
}

const fillForm = async (input: Input, title = TITLE) => {
  const dialog = await findDialog(title);
  if (input.faction) await chooseOption('Организация', input.faction, dialog);
  if (input.joint) await userEvent.click(dialog.getByRole('radio', { name: input.joint }));
  if (input.direction) await chooseOption('Направление', input.direction, dialog);
  return dialog;
};

const submit = async (input: Input, title = TITLE) => {
  const dialog = await fillForm(input, title);
  await userEvent.click(dialog.getByRole('button', { name: 'Начать' }));
  return dialog;
};

/** The empty form; a head of a branch is not asked for the branch. */
export const Empty: Story = {
  play: async () => {
    const dialog = await fillForm({ joint: 'Нет' });
    await expect(dialog.queryByRole('button', { name: /Направление$/ })).toBeNull();
  },
};

/** Filled: a joint investigation of LSPD. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm({ faction: 'LSPD', joint: 'Да' });
    await expect(dialog.getByRole('radio', { name: 'Да' })).toBeChecked();
  },
};

/** A rule of 01 §5 that fails: its message in the toast; nothing sent. */
const invalid = (input: Input, message: string, role = 'head_cid'): Story => ({
  parameters: { session: { role } },
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const FactionEmpty = invalid({}, MESSAGES.factionEmpty);
export const JointEmpty = invalid({ faction: 'LSPD' }, MESSAGES.jointEmpty);
/** The director (no branch of their own) must name the branch of a non-joint investigation. */
export const DirectionEmpty = invalid(
  { faction: 'LSPD', joint: 'Нет' },
  MESSAGES.directionEmpty,
  'director',
);

/** Started: the modal closes. */
export const Started: Story = {
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
  play: async ({ args }) => {
    await submit({ faction: 'LSPD', joint: 'Нет', direction: 'DEA' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await submit({ faction: 'LSPD', joint: 'Да' });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit({ faction: 'LSPD', joint: 'Да' });
    await expectToast(message);
    await expect(dialog.getByRole('radio', { name: 'Да' })).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the form stays. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the form stays. */
export const Conflict = failing(409, 'Расследование уже начато');
/** 500: the form stays. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');

/** An IB investigation: the faction only. */
export const Ib: Story = {
  args: { kind: 'ib', title: 'Начать расследование IB' },
  parameters: { session: { role: 'head_intelligence' } },
  beforeEach({ msw }) {
    msw.use(override('post', '/api/v1/ib-investigation/add', () => ({ id: 2, achievement: null })));
  },
  play: async ({ args }) => {
    const title = 'Начать расследование IB';
    const dialog = await findDialog(title);
    await expect(dialog.queryByRole('radio')).toBeNull();
    await submit({}, title);
    await expectToast(MESSAGES.factionEmpty);
    await submit({ faction: 'FBI' }, title);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
