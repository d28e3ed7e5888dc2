import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import PunishmentCreateModal from './PunishmentCreateModal.tsx';

const TITLE = 'Выдать наказание';

const COMPLETE = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  article: '12.1 УК',
  type: 'Понижение',
  rangCount: '2',
  link: 'https://forum.example/t/1',
  proof: 'https://forum.example/t/2',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    nick: 'Ник нарушителя',
    faction: { option: 'Фракция' },
    article: { entry: 'Статьи нарушений' },
    type: { option: 'Тип наказания' },
    rangCount: { typed: 'Количество рангов' },
    link: { entry: 'Доказательства нарушения' },
    proof: 'Доказательство наказания',
  },
  submitLabel: 'Выдать',
  call: (answer) => override('post', '/api/v1/punishment/add', answer),
  complete: COMPLETE,
  kept: 'nick',
});
const { invalid, emptyFrom, invalidWith } = form;

/** The empty form: no rank count until the type is a demotion. */
export const Empty = form.opened((dialog) =>
  expect(dialog.queryByRole('textbox', { name: /^Количество рангов/ })).toBeNull(),
);

/** Every field filled, a demotion by 2 ranks, not yet sent. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('2'),
);

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const FactionEmpty = emptyFrom('faction', MESSAGES.factionEmpty);
export const ArticlesEmpty = emptyFrom('article', MESSAGES.actCautionsEmpty);
export const TypeEmpty = emptyFrom('type', MESSAGES.punishmentTypeEmpty);
export const DemotionWithoutRanks = invalidWith(
  { rangCount: undefined },
  MESSAGES.demotionRanksRequired,
);
export const LinksEmpty = invalidWith({ link: undefined }, MESSAGES.linksEmpty);
export const ProofEmpty = invalidWith({ proof: undefined }, MESSAGES.punishmentProveEmpty);
export const ProofInvalid = invalidWith(
  { proof: 'forum.example/t/2' },
  MESSAGES.punishmentProveInvalid,
);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: the submit button pending, Cancel disabled. */
export const Pending = form.pending;

/** 403: the caller's roles may not add punishments. */
export const Forbidden = form.forbidden;
/** 500: the server failed; the form stays filled. */
export const ServerError = form.serverError;

/** The punishment creation modal from the sidebar (02 §3, §5 Punishment creation). */
const meta = {
  title: 'Portal/Punishments/PunishmentCreateModal',
  ...createModalMeta(PunishmentCreateModal, TITLE),
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof PunishmentCreateModal>;

export default meta;
