import {
  absoluteSocialLink,
  isArrestLink,
  MESSAGES,
  MW_TEXT as T,
  validateArrest,
  YES_NO,
} from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { arrestMostWanted, type MostWanted } from './api.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

/** An arrest link entry (01 §5: http:// or the social host). */
const arrestLinkEntry = (entry: string) => (isArrestLink(entry) ? null : MESSAGES.linksInvalid);

interface ArrestValues {
  region: string;
  city: string;
  isGuilty: boolean | null;
  proves: string[];
}

const EMPTY: ArrestValues = { region: '', city: '', isGuilty: null, proves: [] };

const FIELDS: readonly FormField<ArrestValues>[] = [
  { key: 'region', label: T.region, kind: 'text' },
  { key: 'city', label: T.city, kind: 'text' },
  { key: 'isGuilty', label: T.guilt, kind: 'boolean', labels: [YES_NO[0], YES_NO[1]] },
  {
    key: 'proves',
    label: T.arrestProves,
    kind: 'list',
    validateEntry: arrestLinkEntry,
    placeholder: 'http://',
  },
];

export interface MostWantedArrestModalProps extends RowStepProps<MostWanted> {
  report: MostWanted;
}

/**
 * The arrest information form (01 §2, §3 Arrest data, §5 Arrest, §7 `PUT …/{id}/arrest`):
 * region ('Заполните регион!'), city ('Заполните город!'), guilt ('Заполните признание вины!'),
 * at least one link, each http:// or the social host. Nothing is sent while a rule fails; the
 * typed values stay on a failed send.
 */
export function MostWantedArrestModal({ report, onDone, onCancel }: MostWantedArrestModalProps) {
  return (
    <RecordFormModal
      title={`${T.arrestTitle}: ${report.nick}`}
      submitLabel={T.send}
      fields={FIELDS}
      draftKey={`mw-arrest:${report.id}`}
      initial={EMPTY}
      validate={validateArrest}
      bodyOf={(v) => ({
        id: report.id,
        body: {
          isGuilty: v.isGuilty === true,
          region: v.region.trim(),
          city: v.city.trim(),
          // A 'vk.com/…' link is sent absolute, or it would open under the portal's address.
          proves: v.proves.map(absoluteSocialLink),
        },
      })}
      save={arrestMostWanted}
      invalidates={[queryRoots.mostWanted]}
      done={(arrested) => recordDone('/most-wanted', arrested.id, T.done.arrested(arrested.nick))}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
