import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { chooseOption, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeLevelModal } from './OfficeLevelModal.tsx';

const APPROVE = '/api/v1/office/{id}/approve';
const UPDATE = '/api/v1/office/{id}/update';
const ISSUE = 'Выдать допуск: John_Walker';
const CHANGE = 'Изменить уровень: John_Walker';

/** The access level choice (02 §2.6, §4 Office status). */
const meta = {
  title: 'Portal/Office/OfficeLevelModal',
  component: OfficeLevelModal,
  args: { request: sampleOfficeRequest(), mode: 'issue', onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeLevelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = formModalStories<{ level?: string }>({
  title: ISSUE,
  fields: { level: { option: 'Уровень допуска' } },
  submitLabel: 'Выдать допуск',
  call: (answer) => override('put', APPROVE, answer),
  complete: { level: 'Служебный' },
  answer: () => sampleOfficeRequest({ status: 'APPROVED', level: 'Служебный' }),
  done: 'onDone',
});

/** Issue access: no level chosen yet. */
export const Issue = form.opened();

/** No level: 'Выберите уровень допуска', nothing sent. */
export const LevelEmpty = form.invalid({}, MESSAGES.officeLevelEmpty);

/** Issued. */
export const Issued = form.sent;

/** Change the level of an approved request: the current level is chosen. */
export const Change: Story = {
  args: {
    mode: 'change',
    request: sampleOfficeRequest({ status: 'APPROVED', level: 'Служебный' }),
  },
  beforeEach({ msw }) {
    msw.use(
      override('put', UPDATE, () =>
        sampleOfficeRequest({ status: 'APPROVED', level: 'Секретный' }),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await findDialog(CHANGE);
    await expect(dialog.getByRole('button', { name: /Уровень допуска$/ })).toHaveTextContent(
      'Служебный',
    );
    await chooseOption('Уровень допуска', 'Секретный', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Изменить уровень' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 409: already decided. */
export const Conflict = form.failing(409, 'Нельзя выдать допуск: текущий статус «Отклонен»');
/** 500. */
export const ServerError = form.serverError;
