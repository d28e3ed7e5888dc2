import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
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
  args: { request: sampleOfficeRequest(), mode: 'issue', onCancel: fn(), onSaved: fn() },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeLevelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const issue = async (level?: string) => {
  const dialog = await findDialog(ISSUE);
  if (level) await chooseOption('Уровень допуска', level, dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Выдать допуск' }));
  return dialog;
};

/** Issue access: no level chosen yet. */
export const Issue: Story = {
  play: async () => {
    await findDialog(ISSUE);
  },
};

/** No level: 'Выберите уровень допуска', nothing sent. */
export const LevelEmpty: Story = {
  play: async ({ args }) => {
    await issue();
    await expectToast(MESSAGES.officeLevelEmpty);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Issued. */
export const Issued: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('put', APPROVE, () =>
        sampleOfficeRequest({ status: 'APPROVED', level: 'Служебный' }),
      ),
    );
  },
  play: async ({ args }) => {
    await issue('Служебный');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

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
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, neverAnswer));
  },
  play: async () => {
    const dialog = await issue('Служебный');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await issue('Служебный');
    await expectToast(message);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: already decided. */
export const Conflict = failing(409, 'Нельзя выдать допуск: текущий статус «Отклонен»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
