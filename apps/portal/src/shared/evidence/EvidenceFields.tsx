import { ListInput, type ListEntryKind } from '@fbi/ui';
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

/** A field of the evidence. */
type EvidenceField = keyof EvidenceValues;

/** The labels, from the feature's texts in `@fbi/domain` (MW_TEXT, DOSSIER_TEXT). */
export interface EvidenceTexts {
  photo: string;
  photoUploading: string;
  cautions: string;
  /** An example entry, where the entries have a format. */
  cautionsPlaceholder?: string;
  proves: string;
}

export interface EvidenceFieldsProps {
  texts: EvidenceTexts;
  /** The format of a cautions entry: 'ukArticle' for the MW articles, 'text' for suspicions. */
  cautionsKind: ListEntryKind;
  values: EvidenceValues;
  /** The wizard's setter (it also drops that field's message). */
  onChange: {
    (key: 'photo', value: string): void;
    (key: 'cautions' | 'proves', value: string[]): void;
  };
  /** The field's failed rule, from the wizard's domain validator (`useFieldIssue`). */
  fieldProps: (field: EvidenceField) => { isInvalid: boolean; errorMessage: string | undefined };
  /** Sends the chosen photo under the step-1 nick; resolves to the stored path (01 §7). */
  uploadPhoto: (file: File) => Promise<string>;
}

/**
 * The evidence both two-step wizards end with (01 §2, §5 MW form, IB dossier): the photo
 * (uploaded on choice), at least one caution (an `N.N УК` article or a suspicion) and at least
 * one http(s) link, each list added by Enter or the Add button. Whether the lists may be empty,
 * and the messages, are the wizard's domain validator's (`validateMwExtra`,
 * `validateDossierExtra`), shown here under the field.
 */
export function EvidenceFields({
  texts,
  cautionsKind,
  values,
  onChange,
  fieldProps,
  uploadPhoto,
}: EvidenceFieldsProps) {
  return (
    <>
      <UploadedPhotoField
        label={texts.photo}
        pendingLabel={texts.photoUploading}
        value={values.photo}
        onChange={(path) => onChange('photo', path)}
        upload={uploadPhoto}
        {...fieldProps('photo')}
      />
      <ListInput
        label={texts.cautions}
        kind={cautionsKind}
        placeholder={texts.cautionsPlaceholder}
        isRequired
        value={values.cautions}
        onChange={(v) => onChange('cautions', v)}
        {...fieldProps('cautions')}
      />
      <ListInput
        label={texts.proves}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.proves}
        onChange={(v) => onChange('proves', v)}
        {...fieldProps('proves')}
      />
    </>
  );
}
