import { RAPORTS_TEXT as T } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import type { RaportKindConfig } from './kinds.ts';

/** The report form while typing (01 §3 creation payload: description, cautions, proves). */
export interface RaportValues {
  description: string;
  cautions: string[];
  proves: string[];
}

/** An empty report form. */
export const EMPTY_RAPORT: RaportValues = { description: '', cautions: [], proves: [] };

/**
 * The fields both the filing and the edit modal show (01 §5): description (required), articles
 * in the kind's format and proof links, each list added by Enter or the Add button.
 */
export const raportFields = (config: RaportKindConfig): FormField<RaportValues>[] => [
  { key: 'description', label: T.description, kind: 'textarea' },
  {
    key: 'cautions',
    label: config.articlesLabel,
    kind: 'list',
    entry: config.articleKind,
    placeholder: config.articlePlaceholder,
  },
  { key: 'proves', label: T.proves, kind: 'list', entry: 'link' },
];

/** The payload of a valid form: trimmed description (01 §7 {description, cautions, proves}). */
export function raportBody(values: RaportValues) {
  return {
    description: values.description.trim(),
    cautions: values.cautions,
    proves: values.proves,
  };
}
