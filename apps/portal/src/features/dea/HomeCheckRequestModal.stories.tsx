import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import HomeCheckRequestModal from './HomeCheckRequestModal.tsx';

const TITLE = 'Запрос на обыск жилища';

const COMPLETE = {
  houseNo: '12',
  nick: 'Tony_Montana',
  faction: 'Vagos',
  rang: 'Боец',
  date: '01112026',
  link: 'https://forum.example/ground',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    houseNo: 'Номер дома',
    nick: 'Ник проверяемого',
    faction: { option: 'Фракция' },
    rang: { option: 'Ранг' },
    // The date's segments take it key by key: typed.
    date: (dialog, date) =>
      userEvent.type(dialog.getAllByRole('spinbutton')[0] as HTMLElement, date),
    link: { entry: 'Ссылки на основания' },
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/dea-home-check/add', answer),
  complete: COMPLETE,
  kept: 'houseNo',
  answer: () => ({ id: 1, achievement: null }),
});
const { invalid, invalidWith } = form;

/** The empty form. */
export const Empty = form.opened((dialog) =>
  expect(dialog.getByRole('button', { name: /Ранг$/ })).toBeDisabled(),
);

/** Every field filled. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('link', { name: /forum\.example\/ground/ })).toBeVisible(),
);

export const HouseNoEmpty = invalid({}, MESSAGES.houseNoEmpty);
export const HouseNoTooLong = invalid({ houseNo: '1'.repeat(51) }, MESSAGES.houseNoTooLong);
export const NickFormat = invalid({ houseNo: '12', nick: 'tony' }, MESSAGES.nickFormat);
export const LinksEmpty = invalidWith({ link: undefined }, MESSAGES.linksEmpty);

/** Sent. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403: the role may not request checks. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;

/** The DEA home check request modal from the sidebar (03 §2, §5, §7). */
const meta = {
  title: 'Portal/Dea/HomeCheckRequestModal',
  ...createModalMeta(HomeCheckRequestModal, TITLE),
  parameters: { session: { role: 'agent_dea' } },
} satisfies Meta<typeof HomeCheckRequestModal>;

export default meta;
