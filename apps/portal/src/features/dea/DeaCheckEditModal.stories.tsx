import { MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
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

const form = formModalStories<{ faction?: string }>({
  title: TITLE,
  fields: { faction: { option: 'Фракция' } },
  submitLabel: 'Сохранить',
  call: (answer) => override('put', UPDATE, answer),
  answer: () => sampleDeaCheck(),
});

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
  ...form.invalid({}, MESSAGES.deaCheckFactionEmpty),
};

/** No time: 'Выберите время проверки'. */
export const TimeMissing: Story = {
  args: { check: sampleDeaCheck({ faction: null, time: null }) },
  ...form.invalid({ faction: 'LSSD' }, MESSAGES.deaCheckTimeEmpty),
};

/** Saved. */
export const Saved = form.sent;

/** While saving. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 400: a nick no longer in the DEA team. */
export const NotInTeam = form.failing(400, SERVER_MESSAGES.notInDeaTeam('Ivan_Petrov'));
/** 500. */
export const ServerError = form.serverError;
