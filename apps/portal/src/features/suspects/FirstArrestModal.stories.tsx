import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import FirstArrestModal from './FirstArrestModal.tsx';

const TITLE = 'Первый арест';

const COMPLETE = {
  nick: 'Tony_Montana',
  prove: 'https://forum.example/prove',
  arrest: 'https://forum.example/arrest',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    nick: 'Ник задержанного',
    prove: 'Ссылка на доказательства нарушения',
    arrest: 'Ссылка на доказательства ареста',
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/suspect/add', answer),
  complete: COMPLETE,
  kept: 'nick',
  answer: () => ({ id: 1, achievement: null }),
});
const { invalid, emptyFrom, invalidWith } = form;

/** The empty form. */
export const Empty = form.opened((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Ник задержанного/ })).toHaveValue(''),
);

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalidWith({ nick: 'tony montana' }, MESSAGES.nickFormat);
export const ProveEmpty = emptyFrom('prove', MESSAGES.proveEmpty);
export const ArrestInvalid = invalidWith({ arrest: 'arrest' }, MESSAGES.arrestProveInvalid);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: Отмена disabled. */
export const Pending = form.pending;

/** 403: a visitor may not record arrests. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;

/** The first-arrest form from the sidebar (03 §2, §5 Suspect creation). */
const meta = {
  title: 'Portal/Suspects/FirstArrestModal',
  ...createModalMeta(FirstArrestModal, TITLE),
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof FirstArrestModal>;

export default meta;
