import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import ActCreateModal from './ActCreateModal.tsx';

const TITLE = 'Акт нарушения';

const COMPLETE = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  description: 'Оскорбление сотрудника',
  link: 'https://forum.example/t/1',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    nick: 'Ник нарушителя',
    faction: { option: 'Фракция' },
    description: 'Описание',
    link: { entry: 'Доказательства' },
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/act/add', answer),
  complete: COMPLETE,
  kept: 'nick',
});
const { invalid, emptyFrom, invalidWith } = form;

/** The empty form. */
export const Empty = form.opened((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Ник нарушителя/ })).toHaveValue(''),
);

/** Every field filled, not yet sent. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('link', { name: /forum\.example/ })).toBeVisible(),
);

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const FactionEmpty = emptyFrom('faction', MESSAGES.factionEmpty);
export const DescriptionEmpty = emptyFrom('description', MESSAGES.descriptionEmpty);
export const LinksEmpty = invalidWith({ link: undefined }, MESSAGES.linksEmpty);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 500: the form stays filled. */
export const ServerError = form.serverError;

/** The offence act form from the sidebar (02 §2.3, §5 Act). */
const meta = {
  title: 'Portal/Acts/ActCreateModal',
  ...createModalMeta(ActCreateModal, TITLE),
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof ActCreateModal>;

export default meta;
