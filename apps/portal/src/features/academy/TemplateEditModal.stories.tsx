import { ACADEMY_TEMPLATES_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { sampleTemplate, sampleTestChoices } from './fixtures.ts';
import { TemplateEditModal } from './TemplateEditModal.tsx';

const UPDATE = '/api/v1/academy-template/{id}/update';
const ACTIVATE = '/api/v1/academy-template/{id}/activate';
const TITLE = `${T.editTitle}: ${sampleTemplate().name}`;

/** The edit modal of an INACTIVE academy template and its activation (03 §2, §4, §5, §7). */
const meta = {
  title: 'Portal/Academy/TemplateEditModal',
  component: TemplateEditModal,
  args: { template: sampleTemplate(), onClose: fn() },
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/tests/all', () => sampleTestChoices),
      override('put', UPDATE, () => sampleTemplate()),
      override('put', ACTIVATE, () => sampleTemplate({ status: 'ACTIVE' })),
    );
  },
} satisfies Meta<typeof TemplateEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conditions listed: category only for the optional type, the chosen test for the test type. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getAllByRole('group', { name: /^Условие №/ })).toHaveLength(3);
    const option = within(dialog.getByRole('group', { name: 'Условие №2' }));
    await expect(option.getByRole('button', { name: /Категория$/ })).toHaveTextContent('Оценка');
    const test = within(dialog.getByRole('group', { name: 'Условие №3' }));
    await expect(test.getByRole('button', { name: /Тест$/ })).toHaveTextContent('Устав: тест №1');
    await expect(test.queryByRole('button', { name: /Категория$/ })).toBeNull();
  },
};

/** No test exists: the chosen test is cleared, the choice disabled with 'Нет доступных тестов'. */
export const NoTests: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/tests/all', () => []));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    const test = within(dialog.getByRole('group', { name: 'Условие №3' }));
    const choice = test.getByRole('button', { name: /Тест$/ });
    await waitFor(() => expect(choice).toHaveTextContent(UI_TEXT.noTests));
    await expect(choice).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: T.save }));
    await expectToast('Выберите тест для условия №3');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A blank name is refused unsent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Название шаблона/ }));
    await userEvent.click(dialog.getByRole('button', { name: T.save }));
    await expectToast('Название шаблона не может быть пустым');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

const save = formModalStories({
  submit: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: T.save }));
    return dialog;
  },
  call: (answer) => override('put', UPDATE, answer),
});

/** Saved: the modal closes. */
export const Saved = save.sent;

/** While saving: Save pending, Cancel disabled. */
export const Pending = save.pending;

const askActivate = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: T.activate }));
  return findDialog(T.activateTitle, 'alertdialog');
};

/** The activate confirmation says what activation does. */
export const ActivateConfirmation: Story = {
  play: async () => {
    const confirm = await askActivate();
    await expect(confirm.getByText(T.activateMessage(sampleTemplate().name))).toBeVisible();
  },
};

/** Cancelling the confirmation returns to the edit modal. */
export const ActivateCancelled: Story = {
  play: async () => {
    const confirm = await askActivate();
    await userEvent.click(confirm.getByRole('button', { name: UI_TEXT.cancel }));
    await findDialog(TITLE);
  },
};

/** Activation confirmed and sent, in the confirmation dialog. */
const activation = formModalStories({
  submit: async () => {
    const confirm = await askActivate();
    await userEvent.click(confirm.getByRole('button', { name: T.activate }));
    return confirm;
  },
  call: (answer) => override('put', ACTIVATE, answer),
});

/** Activated: the modal closes. */
export const Activated = activation.sent;

/** While activating: the confirm button pending. */
export const ActivatePending = activation.pending;

/** 403: only the director activates. */
export const Forbidden = activation.forbidden;
/** 409: the template was activated meanwhile. */
export const Conflict = activation.failing(
  409,
  'Нельзя активировать шаблон: текущий статус «Активен»',
);
/** 500: the server failed. */
export const ServerError = activation.serverError;
