import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import TribunalActModal from './TribunalActModal.tsx';

const TITLE = 'Акт трибунала';

const COMPLETE = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  verdict: 'Увольнение',
  prove: 'https://forum.example/t/5',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    nick: 'Ник нарушителя',
    faction: { option: 'Фракция' },
    verdict: 'Вердикт',
    prove: 'Ссылка',
  },
  submitLabel: 'Отправить',
  call: (answer) => override('post', '/api/v1/act/add/tribunal', answer),
  complete: COMPLETE,
  kept: 'verdict',
});
const { invalid, emptyFrom, invalidWith } = form;

/** The empty form. */
export const Empty = form.opened();

/** Every field filled. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Вердикт/ })).toHaveValue(COMPLETE.verdict),
);

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'Ivan' }, MESSAGES.nickFormat);
export const FactionEmpty = emptyFrom('faction', MESSAGES.factionEmpty);
export const VerdictEmpty = emptyFrom('verdict', MESSAGES.verdictEmpty);
export const ProveEmpty = invalidWith({ prove: undefined }, MESSAGES.proveEmpty);
export const ProveInvalid = invalidWith({ prove: 'forum.example' }, MESSAGES.proveInvalid);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

/** 403: only professional_standards_inspector, deputy_director and director file tribunal acts. */
export const Forbidden = form.forbidden;
/** 500. */
export const ServerError = form.serverError;

/** The tribunal act form (02 §2.2, §5 Tribunal act). */
const meta = {
  title: 'Portal/Acts/TribunalActModal',
  ...createModalMeta(TribunalActModal, TITLE),
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof TribunalActModal>;

export default meta;
