import { FACTIONS, MODAL_TITLES, OFFICE_TEXT as T, validateOfficeRequest } from '@fbi/domain';
import { FormModal, Select, TextArea, TextField } from '@fbi/ui';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { addOfficeRequest } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** The request form while typing (02 §3 Office request). */
interface OfficeValues {
  author: string;
  faction: string | null;
  rang: string;
  position: string;
  passport: string;
  description: string;
}

const EMPTY: OfficeValues = {
  author: '',
  faction: null,
  rang: '',
  position: '',
  passport: '',
  description: '',
};

/**
 * The office access request from the sidebar (02 §2.6, §5 Office request, §7): author, faction,
 * rank, position, the passport copy URL and the basis, all required. The author is the session's
 * nick when known (shown disabled, as in the warrant request, 02 §5); a visitor types it. The
 * first failing rule shows in the toast and under its field and nothing is sent.
 */
export default function OfficeRequestModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  // The session's nick when known, else what the visitor typed.
  const authorOf = (v: OfficeValues) => nick ?? v.author;
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'office-create',
    initial: EMPTY,
    validate: (v: OfficeValues) => validateOfficeRequest({ ...v, author: authorOf(v) }),
    bodyOf: (v: OfficeValues) => ({
      author: authorOf(v).trim(),
      faction: choice(FACTIONS, v.faction),
      rang: v.rang.trim(),
      position: v.position.trim(),
      passport: v.passport.trim(),
      description: v.description.trim(),
    }),
    save: addOfficeRequest,
    invalidates: [queryRoots.office],
    done: (_answer, sent) => ({ text: T.done.requested(sent.author), href: '/office' }),
    onSaved: onClose,
  });
  const author = authorOf(values);
  return (
    <FormModal
      title={title || MODAL_TITLES.officeRequest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={isPending}
    >
      <TextField
        label={T.author}
        isRequired
        isDisabled={nick !== null}
        value={author}
        onChange={(v) => set('author', v)}
        {...fieldProps('author')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v)}
        {...fieldProps('faction')}
      />
      <TextField
        label={T.rang}
        isRequired
        value={values.rang}
        onChange={(v) => set('rang', v)}
        {...fieldProps('rang')}
      />
      <TextField
        label={T.position}
        isRequired
        value={values.position}
        onChange={(v) => set('position', v)}
        {...fieldProps('position')}
      />
      <TextField
        label={T.passport}
        type="url"
        placeholder="https://"
        isRequired
        value={values.passport}
        onChange={(v) => set('passport', v)}
        {...fieldProps('passport')}
      />
      <TextArea
        label={T.description}
        isRequired
        rows={3}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...fieldProps('description')}
      />
    </FormModal>
  );
}
