import { FACTIONS, MODAL_TITLES, OFFICE_TEXT as T, validateOfficeRequest } from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf, trimmed, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { addOfficeRequest } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

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

/** The fields; the author is disabled when the session knows the nick (see the modal). */
const fieldsFor = (nick: string | null): readonly FormField<OfficeValues>[] => [
  { key: 'author', label: T.author, kind: 'text', disabled: () => nick !== null },
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
  { key: 'rang', label: T.rang, kind: 'text' },
  { key: 'position', label: T.position, kind: 'text' },
  { key: 'passport', label: T.passport, kind: 'url', placeholder: 'https://' },
  { key: 'description', label: T.description, kind: 'textarea', rows: 3 },
];

/**
 * The office access request from the sidebar (02 §2.6, §5 Office request, §7): author, faction,
 * rank, position, the passport copy URL and the basis, all required. The author is the session's
 * nick when known (shown disabled, as in the warrant request, 02 §5); a visitor types it. The
 * first failing rule shows in the toast and under its field and nothing is sent.
 */
export default function OfficeRequestModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  // The session's nick when known, whatever a draft holds; else what the visitor typed.
  const authorOf = (v: OfficeValues) => nick ?? v.author;
  return (
    <RecordFormModal
      title={title || MODAL_TITLES.officeRequest}
      submitLabel={T.send}
      fields={fieldsFor(nick)}
      // One draft per caller, so a draft typed as a visitor never shows under a staff nick.
      draftKey={`office-create:${nick ?? ''}`}
      initial={{ ...EMPTY, author: nick ?? '' }}
      validate={(v) => validateOfficeRequest({ ...v, author: authorOf(v) })}
      bodyOf={(v) => ({
        author: authorOf(v).trim(),
        faction: choice(FACTIONS, v.faction),
        ...trimmed(v, ['rang', 'position', 'passport', 'description']),
      })}
      save={addOfficeRequest}
      invalidates={[queryRoots.office]}
      done={(answer, sent) =>
        createdDone('/office', answer, T.done.requested(sent.author), 'officeActions')
      }
      onClose={onClose}
    />
  );
}
