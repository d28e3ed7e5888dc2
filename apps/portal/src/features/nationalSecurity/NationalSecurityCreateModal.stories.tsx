import { MESSAGES, NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import NationalSecurityCreateModal from './NationalSecurityCreateModal.tsx';

const TITLE = 'Оценка безопасности';

interface Input {
  faction?: string;
  description?: string;
  mark?: string;
}
const COMPLETE = { faction: 'LSPD', description: 'Обстановка стабильная', mark: '7/10' };

const form = formModalStories<Input>({
  title: TITLE,
  fields: { faction: { option: 'Фракция' }, description: 'Описание', mark: { option: 'Оценка' } },
  submitLabel: new RegExp(T.createSubmit),
  call: (answer) => override('post', '/api/v1/national-security/add', answer),
  complete: COMPLETE,
  kept: 'description',
  busy: 'submit',
});

/** Empty: faction, description, mark (0/10 … 10/10). */
export const Default = form.opened((dialog) =>
  expect(dialog.getByRole('textbox', { name: /Описание/ })).toHaveValue(''),
);

/** No faction: its message, nothing sent. */
export const InvalidFaction = form.invalid({}, MESSAGES.factionEmpty);

/** No description: its message. */
export const InvalidDescription = form.invalid({ faction: 'LSPD' }, MESSAGES.descriptionEmpty);

/** No mark: its message. */
export const InvalidMark = form.invalid(
  { faction: 'LSPD', description: 'Текст' },
  MESSAGES.markEmpty,
);

/** Filled and sent. */
export const Sent = form.sent;

/** While it is sent. */
export const Pending = form.pending;

/** 403: the caller may not file reports. */
export const Forbidden = form.forbidden;
/** 409. */
export const Conflict = form.failing(409, 'Отчёт уже подан');
/** 500. */
export const ServerError = form.serverError;

/** The national security report form from the sidebar (02 §2.8, §5 National security). */
const meta = {
  title: 'Portal/NationalSecurity/NationalSecurityCreateModal',
  ...createModalMeta(NationalSecurityCreateModal, TITLE),
  parameters: { session: { role: 'national_security_advisor' } },
} satisfies Meta<typeof NationalSecurityCreateModal>;

export default meta;
