import { MESSAGES } from '@fbi/domain';
import { neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { checkboxes } from '../../shared/testing/formFill.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
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

/** The form replaces the loading dialog once its data is in. */
const ready = () => page().findByRole('textbox', { name: /^Мотивировка/ }, { timeout: 5000 });

interface Input {
  /** The investigation option to choose (none is preselected). */
  investigation?: string;
  motive?: string;
  pick?: string[];
}

const COMPLETE = {
  investigation: '№701 — Ballas',
  motive: 'Банда задержана',
  pick: ['Рапорт №1 — Ivan_Petrov'],
};

const form = formModalStories<Input>({
  title: TITLE,
  fields: { investigation: { option: 'Расследование' }, motive: 'Мотивировка', pick: checkboxes },
  submitLabel: 'Завершить',
  ready,
  call: (answer) => override('post', CLOSE, answer),
  complete: COMPLETE,
  kept: 'motive',
  answer: () => ({ id: 701, achievement: null }),
});
const { invalid, emptyFrom } = form;

/** Nothing preselected (closing the wrong case cannot be undone), so no report is offered yet. */
export const Empty = form.opened(async (dialog) => {
  await expect(dialog.getByRole('button', { name: /Расследование$/ })).toHaveTextContent(
    'Выберите значение',
  );
  await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
});

/** An investigation chosen: only its APPROVED reports are offered. */
export const Chosen: Story = {
  play: async () => {
    const dialog = await form.fill({ investigation: COMPLETE.investigation });
    const boxes = dialog.getAllByRole('checkbox');
    await expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Рапорт №1 — Ivan_Petrov',
      'Рапорт №3 — Oleg_Morozov',
    ]);
  },
};

/** Filled: a motive and one report chosen. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('checkbox', { name: 'Рапорт №1 — Ivan_Petrov' })).toBeChecked(),
);

/** An investigation without an approved report: nothing to choose, the hint says why. */
export const NoApprovedReports: Story = {
  play: async () => {
    const dialog = await form.fill({ investigation: '№702 — Vagos' });
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
/** Everything typed but no investigation chosen: 'Выберите расследование', nothing sent. */
export const InvestigationNotChosen = invalid(
  { motive: COMPLETE.motive },
  MESSAGES.investigationNotChosen,
);
export const MotiveEmpty = emptyFrom('motive', MESSAGES.descriptionEmpty);
export const ReportsNotSelected = emptyFrom('pick', MESSAGES.reportsNotSelected);

/** Ended: the modal closes. */
export const Ended = form.sent;

/** While sending: Cancel disabled. */
export const Pending = form.pending;

/** 403: the form stays. */
export const Forbidden = form.forbidden;
/** 409: a report is no longer approved; the form stays. */
export const Conflict = form.failing(409, 'Можно прикрепить только принятые рапорты');
/** 500: the form stays. */
export const ServerError = form.serverError;
