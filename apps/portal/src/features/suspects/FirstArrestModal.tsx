import { SUSPECTS_TEXT as T, validateSuspect } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addSuspect } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

const EMPTY = { nick: '', prove: '', arrest: '' };

const FIELDS: readonly FormField<typeof EMPTY>[] = [
  { key: 'nick', label: T.nick, kind: 'text', placeholder: T.nickPlaceholder },
  { key: 'prove', label: T.prove, kind: 'url' },
  { key: 'arrest', label: T.arrest, kind: 'url' },
];

/**
 * The first-arrest form from the sidebar (03 §2, §3, §5 Suspect creation): the detainee's nick
 * (First_Last: 'Ник не может быть пустым.', 'Ник должен быть в формате Имя_Фамилия …'), the proof
 * URL and the arrest URL; the first failing rule shows in the toast and under its field and
 * nothing is sent. Sends `POST /api/v1/suspect/add {nick, prove, arrest}`; the record waits in
 * the laboratory (ON_LAB). The unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'firstArrest',
  submitLabel: T.firstArrestSubmit,
  fields: FIELDS,
  draftKey: 'first-arrest',
  initial: EMPTY,
  validate: validateSuspect,
  bodyOf: (v) => ({ nick: v.nick.trim(), prove: v.prove.trim(), arrest: v.arrest.trim() }),
  save: addSuspect,
  invalidates: [queryRoots.suspects, queryRoots.laboratory],
  done: (answer, sent) => createdDone('/db', answer, T.done.firstArrest(sent.nick)),
});
