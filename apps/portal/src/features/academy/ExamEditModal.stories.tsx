import { ACADEMY_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { chooseOption, findDialog } from '../../shared/testing/storyPlay.ts';
import { ExamEditModal } from './ExamEditModal.tsx';
import { SAMPLE_TRAINEE, sampleExams, sampleTemplate } from './fixtures.ts';

const UPDATE = '/api/v1/academy-exam/update';
const REOPEN = '/api/v1/tests/{id}/status';
const TITLE = T.examTitle(SAMPLE_TRAINEE);

/** An agent's exam edit modal (03 §2 /academy, §6, §7). */
const meta = {
  title: 'Portal/Academy/ExamEditModal',
  component: ExamEditModal,
  args: { nick: SAMPLE_TRAINEE, rank: 'TRAINEE', onClose: fn(), onChangeDate: fn() },
  parameters: { session: { role: 'head_national_academy' } },
  beforeEach({ msw }) {
    let reopened = false;
    msw.use(
      override('get', '/api/v1/academy-template/all/active', () =>
        sampleTemplate({ status: 'ACTIVE' }),
      ),
      override('get', '/api/v1/academy-exam/all', () => ({
        exams: sampleExams(reopened ? 'OPENED' : 'CLOSED'),
        achievement: null,
      })),
      override('put', UPDATE, () => sampleExams()),
      override('put', REOPEN, () => {
        reopened = true;
        return sampleExams('OPENED')[2] ?? {};
      }),
    );
  },
} satisfies Meta<typeof ExamEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The non-test choices with their values; the closed test 'Закрыт' with its result. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('button', { name: /Стрельба$/ })).toHaveTextContent(
      'Сдал',
    );
    await expect(dialog.getByRole('button', { name: /Физподготовка$/ })).toHaveTextContent(
      'Не определено',
    );
    await expect(dialog.getByText('Закрыт')).toBeVisible();
  },
};

/** A closed test reopened: the state turns 'Открыт' and the button goes. */
export const ReopenTest: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(
      await dialog.findByRole('button', { name: T.reopenTestFor('Тест по уставу') }),
    );
    await expect(await dialog.findByText('Открыт')).toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: T.reopenTestFor('Тест по уставу') }),
    ).toBeNull();
  },
};

const form = formModalStories({
  submit: async () => {
    const dialog = await findDialog(TITLE);
    await dialog.findByRole('button', { name: /Стрельба$/ });
    await chooseOption('Стрельба', 'Не сдал', dialog);
    await chooseOption('Физподготовка', 'Отлично', dialog);
    await userEvent.click(dialog.getByRole('button', { name: T.save }));
    return dialog;
  },
  call: (answer) => override('put', UPDATE, answer),
  kept: (dialog) =>
    expect(dialog.getByRole('button', { name: /Стрельба$/ })).toHaveTextContent('Не сдал'),
});

/** Saved: the modal closes. */
export const Saved = form.sent;

/** 'Дата повышения' opens the date modal. */
export const ToPromotionDate: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: T.changePromotionDate }));
    await expect(args.onChangeDate).toHaveBeenCalled();
  },
};

/** While saving: Save pending, Cancel disabled. */
export const Pending = form.pending;

/** An agent whose rank has no condition in the template. */
export const NoConditions: Story = {
  args: { rank: 'JUNIOR_AGENT' },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByText(T.noConditions)).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.save })).toBeDisabled();
  },
};

/** 403: the caller may not edit exams. */
export const Forbidden = form.forbidden;
/** 400: a value the server refuses. */
export const Invalid = form.failing(400, 'Недопустимое значение для «Физподготовка»');
/** 500: the server failed; the choices stay. */
export const ServerError = form.serverError;
