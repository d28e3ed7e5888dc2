import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import {
  chooseOption,
  clearStaleAnnouncements,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import LabRequestModal from './LabRequestModal.tsx';

const ADD = '/api/v1/laboratory/add';
const TITLE = 'Запрос экспертизы';

/** The laboratory request modal from the sidebar (03 §2, §5, §7). */
const meta = {
  title: 'Portal/Laboratory/LabRequestModal',
  ...createModalMeta(LabRequestModal, TITLE),
  parameters: { session: { role: 'user' } },
} satisfies Meta<typeof LabRequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPLETE = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  rang: 'Офицер',
  division: 'Патрульный отдел',
  kinds: ['Баллистическая экспертиза', 'Химическая экспертиза'],
  proves: 'https://forum.example/lab',
  objects: 'Гильзы, 3 шт.',
  type: 'Вещественное доказательство',
  goal: 'Установить оружие',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    nick: 'Ник',
    faction: { option: 'Фракция' },
    rang: { option: 'Ранг' },
    division: 'Подразделение',
    kinds: async (dialog, kinds) => {
      for (const [i, kind] of kinds.entries()) {
        if (i > 0)
          await userEvent.click(dialog.getByRole('button', { name: 'Добавить экспертизу' }));
        await chooseOption(`Экспертиза ${i + 1}`, kind, dialog);
      }
    },
    proves: 'Ссылка на доказательства',
    objects: 'Объекты',
    type: 'Тип объекта',
    goal: 'Цель',
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', ADD, answer),
  complete: COMPLETE,
  kept: 'nick',
});
const { fill, submit, invalid, emptyFrom, invalidWith } = form;

/** The empty form: the rank waits for a faction; one expertise row. */
export const Empty = form.opened(async (dialog) => {
  await expect(dialog.getByRole('button', { name: /Ранг$/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /Экспертиза 1$/ })).toBeVisible();
});

/** Every field filled for LSPD (division typed), two expertises. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Подразделение/ })).toHaveValue(COMPLETE.division),
);

/** FBI: the division is chosen from the direction list. */
export const FbiDivision: Story = {
  play: async () => {
    const dialog = await fill({ faction: 'FBI' });
    await userEvent.click(dialog.getByRole('button', { name: /Подразделение$/ }));
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'CID' })).toBeVisible();
  },
};

/** A kind chosen in row 1 is disabled in row 2. */
export const UniqueExpertise: Story = {
  play: async () => {
    const dialog = await fill({ kinds: ['Баллистическая экспертиза'] });
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить экспертизу' }));
    await userEvent.click(dialog.getByRole('button', { name: /Экспертиза 2$/ }));
    const listbox = await page().findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Баллистическая экспертиза' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const FactionEmpty = emptyFrom('faction', MESSAGES.factionEmpty);
export const ExpertiseEmpty = invalidWith(
  { kinds: [], proves: undefined },
  MESSAGES.expertiseEmpty,
);
export const ProvesInvalid = invalidWith({ proves: 'forum.example' }, MESSAGES.proveInvalid);
export const GoalEmpty = invalidWith({ goal: undefined }, MESSAGES.goalEmpty);

/**
 * Sent: the prompt to add another expertise; 'Добавить ещё' keeps the requester and the proof
 * link, and clears what 03 §2 lists (expertise, objects, type, goal).
 */
export const AddAnother: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
  play: async ({ args }) => {
    await submit(COMPLETE);
    const prompt = await findDialog('Запрос отправлен', 'alertdialog');
    await userEvent.click(prompt.getByRole('button', { name: 'Добавить ещё' }));
    const again = await findDialog(TITLE);
    await expect(again.getByRole('textbox', { name: /^Ник/ })).toHaveValue(COMPLETE.nick);
    await expect(again.getByRole('textbox', { name: /^Подразделение/ })).toHaveValue(
      COMPLETE.division,
    );
    await expect(again.getByRole('textbox', { name: /^Ссылка на доказательства/ })).toHaveValue(
      COMPLETE.proves,
    );
    await expect(again.getByRole('textbox', { name: /^Объекты/ })).toHaveValue('');
    await expect(args.onClose).not.toHaveBeenCalled();
    // The sent form's pending announcement outlives its button (react-aria, see storyPlay).
    clearStaleAnnouncements();
  },
};

/** Sent, then 'Готово': the modal closes. */
export const Done: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
  play: async ({ args }) => {
    await submit(COMPLETE);
    const prompt = await findDialog('Запрос отправлен', 'alertdialog');
    await userEvent.click(prompt.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    clearStaleAnnouncements();
  },
};

/** While sending: Отмена disabled. */
export const Pending = form.pending;

/** 500: the server failed; the form stays filled. */
export const ServerError = form.serverError;
