import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import OfficeRequestModal from './OfficeRequestModal.tsx';

const TITLE = 'Запросить допуск';

type Story = StoryObj<typeof meta>;

const COMPLETE = {
  author: 'Walter_Brooks',
  faction: 'LSPD',
  rang: 'Лейтенант',
  position: 'Детектив',
  passport: 'https://imgur.example/p.png',
  description: 'Совместная операция',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    author: 'Автор',
    faction: { option: 'Фракция' },
    rang: 'Ранг',
    position: 'Должность',
    passport: 'Копия паспорта',
    description: 'Основание',
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/office/add', answer),
  complete: COMPLETE,
  kept: 'author',
});
const { invalid, emptyFrom, invalidWith } = form;

/** A visitor: the author is typed. */
export const Empty = form.opened((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Автор/ })).toBeEnabled(),
);

/** Logged in: the author is the session's nick, disabled. */
export const AsStaff: Story = {
  ...form.opened((dialog) =>
    expect(dialog.getByRole('textbox', { name: /^Автор/ })).toBeDisabled(),
  ),
  parameters: { session: { role: 'agent_cid' } },
};

/** Filled. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Основание/ })).toHaveValue(COMPLETE.description),
);

export const AuthorEmpty = invalid({}, MESSAGES.authorEmpty);
export const FactionEmpty = emptyFrom('faction', MESSAGES.factionEmpty);
export const RankEmpty = emptyFrom('rang', MESSAGES.rankEmpty);
export const PositionEmpty = emptyFrom('position', MESSAGES.positionEmpty);
export const PassportEmpty = invalidWith(
  { passport: undefined, description: undefined },
  MESSAGES.passportEmpty,
);
export const PassportInvalid = invalidWith({ passport: 'imgur/p.png' }, MESSAGES.passportInvalid);
export const DescriptionEmpty = invalidWith({ description: undefined }, MESSAGES.descriptionEmpty);

/** Sent. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;

/** The office access request (02 §2.6, §5 Office request). */
const meta = {
  title: 'Portal/Office/OfficeRequestModal',
  ...createModalMeta(OfficeRequestModal, TITLE),
  parameters: { session: { role: 'user' } },
} satisfies Meta<typeof OfficeRequestModal>;

export default meta;
