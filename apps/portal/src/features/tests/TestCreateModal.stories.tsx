import { MESSAGES, TESTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inGroup } from '../../shared/testing/formFill.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import { fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import TestCreateModal from './TestCreateModal.tsx';

const TITLE = 'Создать тест';

/** The test creation modal from the sidebar (03 §2, §5 Test creation, §7). */
const meta = {
  title: 'Portal/Tests/TestCreateModal',
  ...createModalMeta(TestCreateModal, TITLE),
  parameters: { session: { role: 'head_national_academy' } },
} satisfies Meta<typeof TestCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = async (n: number) => {
  const dialog = await findDialog(TITLE);
  return within(dialog.getByRole('group', { name: `Вопрос №${n}` }));
};

const COMPLETE = {
  title: 'Устав агентства',
  question: 'Кто руководит агентством?',
  options: ['Директор', 'Шериф'],
};

const form = formModalStories({
  title: TITLE,
  fields: {
    title: 'Название теста',
    question: inGroup('Вопрос №1', 'Текст вопроса'),
    options: async (dialog, options) => {
      for (const [k, text] of options.entries())
        await inGroup('Вопрос №1', `Вариант №${k + 1}`)(dialog, text);
    },
  },
  submitLabel: UI_TEXT.create,
  call: (answer) => override('post', '/api/v1/tests/add', answer),
  complete: COMPLETE,
  kept: 'title',
});
const { invalid, emptyFrom } = form;

/** The empty form: one closed question with two options, neither removable; index 0. */
export const Empty: Story = {
  play: async () => {
    const q = await question(1);
    await expect(q.queryByRole('button', { name: 'Удалить вопрос №1' })).toBeNull();
    await expect(q.getByRole('button', { name: 'Удалить вариант №1 вопроса №1' })).toBeDisabled();
    await expect(q.getByRole('radio', { name: 'Вариант №1' })).toBeChecked();
  },
};

/**
 * The remove buttons are icons named for screen readers («Удалить вариант №1 вопроса №1»), not
 * long text taking the option row's width: the option's field keeps most of the row.
 */
export const CompactRemoveButtons: Story = {
  play: async () => {
    const q = await question(1);
    const remove = q.getByRole('button', { name: 'Удалить вариант №1 вопроса №1' });
    await expect(remove).not.toHaveTextContent('Удалить');
    await expect(remove.getBoundingClientRect().width).toBeLessThan(56);
    const field = q.getByRole('textbox', { name: /^Вариант №1/ });
    const row = field.closest('li') as HTMLElement;
    await expect(field.getBoundingClientRect().width).toBeGreaterThan(
      row.getBoundingClientRect().width * 0.75,
    );
  },
};

/** Filled, the second option correct. */
export const Filled = form.filled(async () => {
  const q = await question(1);
  await userEvent.click(q.getByRole('radio', { name: 'Шериф' }));
  await expect(q.getByRole('radio', { name: 'Шериф' })).toBeChecked();
});

/** Removing the option that held the correct index resets it to the first. */
export const RemoveCorrectOption: Story = {
  play: async () => {
    const dialog = await form.fill(COMPLETE);
    const q = await question(1);
    await userEvent.click(q.getByRole('button', { name: T.addOption }));
    await fillText(q.getByRole('textbox', { name: /^Вариант №3/ }), 'Мэр');
    await userEvent.click(q.getByRole('radio', { name: 'Мэр' }));
    await userEvent.click(q.getByRole('button', { name: 'Удалить вариант №3 вопроса №1' }));
    await expect(q.getByRole('radio', { name: 'Директор' })).toBeChecked();
    await expect(dialog.queryByRole('textbox', { name: /^Вариант №3/ })).toBeNull();
  },
};

/** Free text: the options go; back to closed, two options with the first correct. */
export const FreeTextSwitch: Story = {
  play: async () => {
    const q = await question(1);
    await userEvent.click(q.getByRole('switch', { name: T.freeText }));
    await expect(q.getByText(T.freeTextNote)).toBeVisible();
    await expect(q.queryByRole('radio')).toBeNull();
    await userEvent.click(q.getByRole('switch', { name: T.freeText }));
    await expect(q.getAllByRole('radio')).toHaveLength(2);
    await expect(q.getByRole('radio', { name: 'Вариант №1' })).toBeChecked();
  },
};

/** Questions added and removed; the last one stays. */
export const Questions: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: T.addQuestion }));
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить вопрос №1' }));
    await expect(dialog.getAllByRole('group', { name: /^Вопрос №/ })).toHaveLength(1);
    await expect(dialog.queryByRole('button', { name: 'Удалить вопрос №1' })).toBeNull();
  },
};

/** A rule of 03 §5 that fails: its message in the toast; nothing sent. */
export const TitleEmpty = invalid({}, MESSAGES.testTitleEmpty);
export const QuestionEmpty = emptyFrom('question', 'Заполните текст вопроса №1');
export const OptionEmpty = invalid(
  { title: COMPLETE.title, question: COMPLETE.question, options: ['Директор'] },
  'Заполните все варианты ответа вопроса №1',
);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: Cancel disabled. */
export const Pending = form.pending;

/** 403: the caller may not create tests. */
export const Forbidden = form.forbidden;
/** 500: the server failed; the form stays filled. */
export const ServerError = form.serverError;
