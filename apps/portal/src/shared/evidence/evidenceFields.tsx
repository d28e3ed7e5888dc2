import type { ListEntryKind } from '@fbi/ui';
import { partFields, type FormField } from '../form/FormFields.tsx';
import { UploadedPhotoField } from '../UploadedPhotoField.tsx';

/** What closes step 2 of the MW and dossier wizards (01 §3 MW report, Intelligence dossier). */
export interface EvidenceValues {
  /** The stored photo's path, '' when none. */
  photo: string;
  /** The MW report's articles, or the dossier's suspicions. */
  cautions: string[];
  /** The proof links. */
  proves: string[];
}

/** The labels, from the feature's texts in `@fbi/domain` (MW_TEXT, DOSSIER_TEXT). */
export interface EvidenceTexts {
  photo: string;
  photoUploading: string;
  cautions: string;
  /** An example entry, where the entries have a format. */
  cautionsPlaceholder?: string;
  proves: string;
}

/**
 * The evidence both two-step wizards end with (01 §2, §5 MW form, IB dossier): the photo
 * (uploaded on choice by `uploadPhoto`, given the file and the form's values, which resolves to
 * the stored path, 01 §7), at least one
 * caution (`cautionsKind`: an `N.N УК` article, or a free-text suspicion) and at least one http(s)
 * link, each list added by Enter or the Add button. Whether the lists may be empty, and the
 * messages, are the wizard's domain validator's (`validateMwExtra`, `validateDossierExtra`).
 */
export function evidenceFields<V extends EvidenceValues>(
  texts: EvidenceTexts,
  cautionsKind: ListEntryKind,
  uploadPhoto: (file: File, values: V) => Promise<string>,
): readonly FormField<V>[] {
  const fields: FormField<EvidenceValues>[] = [
    {
      key: 'photo',
      label: texts.photo,
      kind: 'custom',
      render: ({ values, set, fieldProps }) => (
        <UploadedPhotoField
          label={texts.photo}
          // 01 §5: the MW report's and the dossier's photo are required.
          isRequired
          pendingLabel={texts.photoUploading}
          value={values.photo}
          onChange={(path) => set('photo', path)}
          upload={(file) => uploadPhoto(file, values as V)}
          {...fieldProps('photo')}
        />
      ),
    },
    {
      key: 'cautions',
      label: texts.cautions,
      kind: 'list',
      entry: cautionsKind,
      placeholder: texts.cautionsPlaceholder,
    },
    { key: 'proves', label: texts.proves, kind: 'list', entry: 'link' },
  ];
  return partFields<V, EvidenceValues>(fields);
}
