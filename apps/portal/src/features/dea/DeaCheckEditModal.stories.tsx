import { MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { DeaCheckEditModal } from './DeaCheckEditModal.tsx';
import { sampleDeaCheck } from './fixtures.ts';

const UPDATE = '/api/v1/dea-check/{id}/update';
const TEAM = '/api/v1/team/dea/all';
const TITLE = 'Проверка: Понедельник';
const TEAM_NICKS = ['Ivan_Petrov', 'Anna_Smirnova', 'Oleg_Ivanov'];

/** The DEA schedule edit modal (03 §2 /dea-check, §5 DEA check edit). */
const meta = {
  title: 'Portal/Dea/DeaCheckEditModal',
  component: DeaCheckEditModal,
  args: { check: sampleDeaCheck(), onClose: fn() },
  parameters: { session: { role: 'head_dea' } },
  beforeEach({ msw }) {
    msw.use(override('get', TEAM, () => TEAM_NICKS.map((nick) => ({ nick }))));
  },
} satisfies Meta<typeof DeaCheckEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
  return dialog;
};

/** The row's values. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: /Фракция$/ })).toHaveTextContent('LSPD');
  },
};

/** Agents: a case-insensitive substring search; a chosen nick is no longer offered. */
export const ChooseAgents: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    const search = dialog.getByRole('combobox', { name: /Агенты/ });
    await userEvent.type(search, 'IVAN');
    let listbox = await page().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ivan_Petrov', 'Oleg_Ivanov']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ivan_Petrov' }));
    await userEvent.type(search, 'ivan');
    listbox = await page().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Oleg_Ivanov']);
  },
};

/** No faction: 'Выберите организацию, для которой будет проверка'. */
export const FactionMissing: Story = {
  args: { check: sampleDeaCheck({ faction: null, time: null }) },
  play: async ({ args }) => {
    await save();
    await expectToast(MESSAGES.deaCheckFactionEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No time: 'Выберите время проверки'. */
export const TimeMissing: Story = {
  args: { check: sampleDeaCheck({ faction: null, time: null }) },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await chooseOption('Фракция', 'LSSD', dialog);
    await save();
    await expectToast(MESSAGES.deaCheckTimeEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Saved. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', UPDATE, () => sampleDeaCheck()));
  },
  play: async ({ args }) => {
    await save();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While saving. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', UPDATE, neverAnswer));
  },
  play: async () => {
    const dialog = await save();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', UPDATE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await save();
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 400: a nick no longer in the DEA team. */
export const NotInTeam = failing(400, SERVER_MESSAGES.notInDeaTeam('Ivan_Petrov'));
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
