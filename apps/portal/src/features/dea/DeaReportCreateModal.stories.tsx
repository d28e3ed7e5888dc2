import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import DeaReportCreateModal from './DeaReportCreateModal.tsx';

const TITLE = 'Отчёт о работе DEA';

/** The DEA work report modal from the sidebar (03 §2, §5 DEA report). */
const meta = {
  title: 'Portal/Dea/DeaReportCreateModal',
  ...createModalMeta(DeaReportCreateModal, TITLE),
  parameters: { session: { role: 'agent_dea' } },
} satisfies Meta<typeof DeaReportCreateModal>;

export default meta;

const form = formModalStories({
  title: TITLE,
  fields: { title: 'Название 1', link: 'Ссылка 1' },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/dea-reports/add', answer),
  complete: { title: 'Патруль', link: 'https://forum.example/p' },
  kept: 'title',
  answer: () => ({ id: 1, achievement: null }),
});
const { invalid } = form;

/** One empty row; it cannot be removed. */
export const Empty = form.opened((dialog) =>
  expect(dialog.getByRole('button', { name: 'Удалить блок 1' })).toBeDisabled(),
);

/** Rows added. */
export const TwoRows = form.filled(async (dialog) => {
  await userEvent.click(dialog.getByRole('button', { name: 'Добавить блок' }));
  await expect(dialog.getByRole('textbox', { name: 'Название 2' })).toHaveValue('');
});

/** No complete row. */
export const NoRows = invalid({}, MESSAGES.deaReportEmpty);

/** A half-filled row. */
export const RowIncomplete = invalid({ title: 'Патруль' }, MESSAGES.deaReportRowIncomplete);

/** A bad link. */
export const LinkInvalid = invalid(
  { title: 'Патруль', link: 'forum' },
  MESSAGES.deaReportRowLinkInvalid,
);

/** Sent. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;
