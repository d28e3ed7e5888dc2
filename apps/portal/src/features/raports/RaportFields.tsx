import { RAPORTS_TEXT as T, type RaportFormInput } from '@fbi/domain';
import { ListInput, TextArea } from '@fbi/ui';
import type { useFieldIssue } from '../../shared/useFieldIssue.ts';
import type { RaportKindConfig } from './kinds.ts';

/** The report form while typing (01 §3 creation payload: description, cautions, proves). */
export interface RaportValues {
  description: string;
  cautions: string[];
  proves: string[];
}

/** An empty report form. */
export const EMPTY_RAPORT: RaportValues = { description: '', cautions: [], proves: [] };

export interface RaportFieldsProps {
  config: RaportKindConfig;
  values: RaportValues;
  onChange: (values: RaportValues) => void;
  /** The form's failed check (a form may have fields of its own beside these). */
  issue: Pick<ReturnType<typeof useFieldIssue<keyof RaportFormInput>>, 'fieldProps' | 'clear'>;
}

/**
 * The fields both the filing and the edit modal show (01 §5): description (required), articles
 * in the kind's format and proof links, each list added by Enter or the Add button.
 */
export function RaportFields({ config, values, onChange, issue }: RaportFieldsProps) {
  const set = <K extends keyof RaportValues>(key: K, value: RaportValues[K]) => {
    onChange({ ...values, [key]: value });
    issue.clear(key);
  };
  return (
    <>
      <TextArea
        label={T.description}
        isRequired
        value={values.description}
        onChange={(v) => set('description', v)}
        {...issue.fieldProps('description')}
      />
      <ListInput
        label={config.articlesLabel}
        kind={config.articleKind}
        placeholder={config.articlePlaceholder}
        isRequired
        value={values.cautions}
        onChange={(v) => set('cautions', v)}
        {...issue.fieldProps('cautions')}
      />
      <ListInput
        label={T.proves}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v)}
        {...issue.fieldProps('proves')}
      />
    </>
  );
}

/** The payload of a valid form: trimmed description (01 §7 {description, cautions, proves}). */
export function raportBody(values: RaportValues) {
  return {
    description: values.description.trim(),
    cautions: values.cautions,
    proves: values.proves,
  };
}
