import { MESSAGES, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inGroup } from '../../shared/testing/formFill.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import { chooseOption, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleTestChoices } from './fixtures.ts';
import TemplateCreateModal from './TemplateCreateModal.tsx';

const ADD = '/api/v1/academy-template/add';
const TESTS = '/api/v1/tests/all';
const TITLE = 'Создать шаблон';

/** The academy template creation modal from the sidebar (03 §2, §5, §7). */
const meta = {
  title: 'Portal/Academy/TemplateCreateModal',
  ...createModalMeta(TemplateCreateModal, TITLE),
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', TESTS, () => sampleTestChoices),
      // The sample tests exist only in these stories, so the mock's own check would refuse them.
      override('post', ADD, () => ({ id: 1, achievement: null })),
    );
  },
} satisfies Meta<typeof TemplateCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One condition row of the open dialog. */
const row = async (n: number) => {
  const dialog = await findDialog(TITLE);
  return within(dialog.getByRole('group', { name: `Условие №${n}` }));
};

const COMPLETE = {
  name: 'П27',
  condition: 'Тест',
  rank: 'Стажёр',
  type: 'Тест',
  category: '',
  test: 'Устав: тест №1',
};

const FIRST = 'Условие №1';

const form = formModalStories({
  title: TITLE,
  fields: {
    name: 'Название шаблона',
    condition: inGroup(FIRST, 'Название условия'),
    rank: inGroup(FIRST, { option: 'Ранг' }),
    type: inGroup(FIRST, { option: 'Тип условия' }),
    category: inGroup(FIRST, { option: 'Категория' }),
    test: inGroup(FIRST, { option: 'Тест' }),
  },
  submitLabel: UI_TEXT.create,
  call: (answer) => override('post', ADD, answer),
  complete: COMPLETE,
  kept: 'name',
});
const { invalid, emptyFrom, invalidWith } = form;

/** The empty form: one condition, which cannot be removed. */
export const Empty: Story = {
  play: async () => {
    const first = await row(1);
    await expect(first.getByRole('button', { name: 'Удалить условие №1' })).toBeDisabled();
    await expect(first.queryByRole('button', { name: /Категория$/ })).toBeNull();
  },
};

/** Rows added and removed: the option type shows the category, the test type the test. */
export const Rows: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить условие' }));
    await chooseOption('Тип условия', 'Опциональный', await row(2));
    await expect((await row(2)).getByRole('button', { name: /Категория$/ })).toBeVisible();
    await chooseOption('Тип условия', 'Тест', await row(1));
    await expect((await row(1)).getByRole('button', { name: /Тест$/ })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить условие №1' }));
    await expect(dialog.queryByRole('group', { name: 'Условие №2' })).toBeNull();
  },
};

/** Every field filled, not yet sent. */
export const Filled = form.filled(async () =>
  expect((await row(1)).getByRole('button', { name: /Тест$/ })).toHaveTextContent(COMPLETE.test),
);

/** No test exists: the test choice is empty, disabled and says 'Нет доступных тестов'. */
export const NoTests: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', TESTS, () => []));
  },
  play: async () => {
    const first = await row(1);
    await chooseOption('Тип условия', 'Тест', first);
    const choice = first.getByRole('button', { name: /Тест$/ });
    await expect(choice).toHaveTextContent(UI_TEXT.noTests);
    await expect(choice).toBeDisabled();
  },
};

/** A rule of 03 §5 that fails: its message in the toast; nothing sent. */
export const NameEmpty = invalid({}, MESSAGES.templateNameEmpty);
export const ConditionNameEmpty = emptyFrom('condition', 'Заполните название условия №1');
export const RankEmpty = emptyFrom('rank', 'Выберите ранг для условия №1');
export const TypeEmpty = emptyFrom('type', 'Выберите тип условия №1');
export const CategoryEmpty = invalidWith(
  { type: 'Опциональный', test: '' },
  'Выберите категорию для условия №1',
);
export const TestEmpty = invalidWith({ test: '' }, 'Выберите тест для условия №1');

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: Create pending, Cancel disabled. */
export const Pending = form.pending;

/** 403: only the director creates templates. */
export const Forbidden = form.forbidden;
/** 500: the server failed; the form stays filled. */
export const ServerError = form.serverError;
