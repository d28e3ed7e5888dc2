import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import { page } from '../../shared/testing/storyPlay.ts';
import BlacklistAddModal from './BlacklistAddModal.tsx';

const TITLE = 'Добавить в чёрный список';

const COMPLETE = { nick: 'Ivan_Petrov', reason: '12.1 УК', period: '3 дня' };

const form = formModalStories({
  title: TITLE,
  fields: { nick: 'Ник', reason: 'Причина', period: { option: 'Срок' } },
  submitLabel: 'Добавить',
  call: (answer) => override('post', '/api/v1/blacklist/add', answer),
  complete: COMPLETE,
  kept: 'nick',
});
const { invalid, emptyFrom } = form;

/** Empty; the period list offers 1–7 days in plurals. */
export const Empty = form.opened(async (dialog) => {
  await userEvent.click(dialog.getByRole('button', { name: /Срок$/ }));
  const listbox = within(await page().findByRole('listbox'));
  const options = listbox.getAllByRole('option').map((o) => o.textContent?.trim());
  await expect(options).toEqual([
    '1 день',
    '2 дня',
    '3 дня',
    '4 дня',
    '5 дней',
    '6 дней',
    '7 дней',
  ]);
  await userEvent.keyboard('{Escape}');
});

/** Filled. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('button', { name: /Срок$/ })).toHaveTextContent('3 дня'),
);

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan_petrov' }, MESSAGES.nickFormat);
export const ReasonEmpty = emptyFrom('reason', MESSAGES.reasonEmpty);
export const PeriodEmpty = emptyFrom('period', MESSAGES.blacklistPeriodInvalid);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;

/** The blacklist add form (02 §2.4, §5 Blacklist). */
const meta = {
  title: 'Portal/Blacklist/BlacklistAddModal',
  ...createModalMeta(BlacklistAddModal, TITLE),
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof BlacklistAddModal>;

export default meta;
