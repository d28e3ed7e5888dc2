import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  chooseOption,
  expectToast,
  fillText,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { EndInvestigationModal } from './EndInvestigationModal.tsx';

const OPENED = '/api/v1/investigation/opened';
const REPORTS = '/api/v1/report/all';
const CLOSE = '/api/v1/investigation/close';
const TITLE = 'Завершить расследование';

const investigation = (id: number, faction: string) => ({
  id,
  faction,
  isJoint: false,
  direction: 'CID' as const,
  author: 'Anna_Smirnova',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const AUTHORS = ['Ivan_Petrov', 'Anna_Smirnova', 'Oleg_Morozov'];
const report = (id: number, investigationId: number, status: string, caseNo: number) => ({
  id,
  investigationId,
  faction: 'Ballas',
  caseNo,
  author: AUTHORS[caseNo - 1] ?? 'Ivan_Petrov',
  createdAt: '2026-11-02T10:00:00.000Z',
  status: status as 'APPROVED',
  comment: null,
  description: 'Наблюдение',
  proves: ['https://imgur.com/a/1'],
  cautions: ['12.1 УК'],
});

/** Ending an investigation from the sidebar (01 §2, §4, §5, §6). */
const meta = {
  title: 'Portal/Investigations/EndInvestigationModal',
  component: EndInvestigationModal,
  args: { kind: 'agent', onClose: fn(), title: TITLE },
  parameters: { session: { role: 'head_cid' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', OPENED, () => [investigation(701, 'Ballas'), investigation(702, 'Vagos')]),
      override('get', REPORTS, () => [
        report(801, 701, 'APPROVED', 1),
        report(802, 701, 'ON_HEAD_CHECK', 2),
        report(803, 701, 'APPROVED', 3),
        report(804, 702, 'NEED_IMPROVE', 1),
      ]),
    );
  },
} satisfies Meta<typeof EndInvestigationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form once its data is in (it replaces the loading dialog). */
const findForm = async () => {
  await page().findByRole('textbox', { name: /^Мотивировка/ }, { timeout: 5000 });
  return findDialog(TITLE);
};

interface Input {
  /** The investigation option to choose (none is preselected). */
  investigation?: string;
  motive?: string;
  pick?: string[];
}

const submit = async (input: Input) => {
  const dialog = await findForm();
  if (input.investigation) await chooseOption('Расследование', input.investigation, dialog);
  if (input.motive)
    await fillText(dialog.getByRole('textbox', { name: /^Мотивировка/ }), input.motive);
  for (const name of input.pick ?? [])
    await userEvent.click(dialog.getByRole('checkbox', { name }));
  await userEvent.click(dialog.getByRole('button', { name: 'Завершить' }));
  return dialog;
};

const COMPLETE = {
  investigation: '№701 — Ballas',
  motive: 'Банда задержана',
  pick: ['Рапорт №1 — Ivan_Petrov'],
};

/** Nothing preselected (closing the wrong case cannot be undone), so no report is offered yet. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findForm();
    await expect(dialog.getByRole('button', { name: /Расследование$/ })).toHaveTextContent(
      'Выберите значение',
    );
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** An investigation chosen: only its APPROVED reports are offered. */
export const Chosen: Story = {
  play: async () => {
    const dialog = await findForm();
    await chooseOption('Расследование', COMPLETE.investigation, dialog);
    const boxes = dialog.getAllByRole('checkbox');
    await expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Рапорт №1 — Ivan_Petrov',
      'Рапорт №3 — Oleg_Morozov',
    ]);
  },
};

/** Filled: a motive and one report chosen. */
export const Filled: Story = {
  play: async () => {
    const dialog = await findForm();
    await chooseOption('Расследование', COMPLETE.investigation, dialog);
    await fillText(dialog.getByRole('textbox', { name: /^Мотивировка/ }), COMPLETE.motive);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Рапорт №1 — Ivan_Petrov' }));
    await expect(dialog.getByRole('checkbox', { name: 'Рапорт №1 — Ivan_Petrov' })).toBeChecked();
  },
};

/** An investigation without an approved report: nothing to choose, the hint says why. */
export const NoApprovedReports: Story = {
  play: async () => {
    const dialog = await findForm();
    await chooseOption('Расследование', '№702 — Vagos', dialog);
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(dialog.getByText('По этому расследованию нет принятых рапортов.')).toBeVisible();
  },
};

/** Nothing open: the modal says so and offers no form. */
export const NoneOpen: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => []));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Нет открытых расследований');
  },
};

/** Loading what the form needs. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', REPORTS, neverAnswer));
  },
  play: async () => {
    await expect((await findDialog(TITLE)).getByText('Загрузка…')).toBeInTheDocument();
  },
};

/** A rule of 01 §5 that fails: its message in the toast; nothing sent. */
const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** Everything typed but no investigation chosen: 'Выберите расследование', nothing sent. */
export const InvestigationNotChosen = invalid(
  { motive: COMPLETE.motive },
  MESSAGES.investigationNotChosen,
);
export const MotiveEmpty = invalid(
  { investigation: COMPLETE.investigation },
  MESSAGES.descriptionEmpty,
);
export const ReportsNotSelected = invalid(
  { investigation: COMPLETE.investigation, motive: COMPLETE.motive },
  MESSAGES.reportsNotSelected,
);

/** Ended: the modal closes. */
export const Ended: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', CLOSE, () => ({ id: 701, achievement: null })));
  },
  play: async ({ args }) => {
    await submit(COMPLETE);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', CLOSE, neverAnswer));
  },
  play: async () => {
    const dialog = await submit(COMPLETE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', CLOSE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Мотивировка/ })).toHaveValue(
      COMPLETE.motive,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the form stays. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: a report is no longer approved; the form stays. */
export const Conflict = failing(409, 'Можно прикрепить только принятые рапорты');
/** 500: the form stays. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
