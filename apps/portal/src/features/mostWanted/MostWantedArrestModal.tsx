import {
  absoluteSocialLink,
  isArrestLink,
  MESSAGES,
  recordHref,
  MW_TEXT as T,
  validateArrest,
  YES_NO,
} from '@fbi/domain';
import { FormModal, ListInput, RadioGroup, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { arrestMostWanted, type MostWanted } from './api.ts';

const GUILT_ITEMS = [
  { id: 'yes', label: YES_NO[0] },
  { id: 'no', label: YES_NO[1] },
];

/** An arrest link entry (01 §5: http:// or the social host). */
const arrestLinkEntry = (entry: string) => (isArrestLink(entry) ? null : MESSAGES.linksInvalid);

interface ArrestValues {
  region: string;
  city: string;
  isGuilty: boolean | null;
  proves: string[];
}

const EMPTY: ArrestValues = { region: '', city: '', isGuilty: null, proves: [] };

export interface MostWantedArrestModalProps {
  report: MostWanted;
  /** Called with the updated report (SUSPECT_CAUGHT). */
  onSaved: (report: MostWanted) => void;
  onCancel: () => void;
}

/**
 * The arrest information form (01 §2, §3 Arrest data, §5 Arrest, §7 `PUT …/{id}/arrest`):
 * region ('Заполните регион!'), city ('Заполните город!'), guilt ('Заполните признание вины!'),
 * at least one link, each http:// or the social host. Nothing is sent while a rule fails; the
 * typed values stay on a failed send.
 */
export function MostWantedArrestModal({ report, onSaved, onCancel }: MostWantedArrestModalProps) {
  const draft = useFormDraft(`mw-arrest:${report.id}`, EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof ArrestValues>(() => validateArrest(values));
  const save = useApiMutation({
    mutationFn: arrestMostWanted,
    invalidates: [queryRoots.mostWanted],
    done: (arrested) => ({
      text: T.done.arrested(arrested.nick),
      href: recordHref('/most-wanted', arrested.id),
    }),
    onSuccess: (answer) => {
      draft.clear();
      onSaved(answer);
    },
  });
  const set = <K extends keyof ArrestValues>(key: K, value: ArrestValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateArrest(values))) return;
    save.mutate({
      id: report.id,
      body: {
        isGuilty: values.isGuilty === true,
        region: values.region.trim(),
        city: values.city.trim(),
        // A 'vk.com/…' link is sent absolute, or it would open under the portal's address.
        proves: values.proves.map(absoluteSocialLink),
      },
    });
  };
  return (
    <FormModal
      title={`${T.arrestTitle}: ${report.nick}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={save.isPending}
    >
      <TextField
        label={T.region}
        isRequired
        value={values.region}
        onChange={(v) => set('region', v)}
        {...issue.fieldProps('region')}
      />
      <TextField
        label={T.city}
        isRequired
        value={values.city}
        onChange={(v) => set('city', v)}
        {...issue.fieldProps('city')}
      />
      <RadioGroup
        label={T.guilt}
        isRequired
        orientation="horizontal"
        items={GUILT_ITEMS}
        value={values.isGuilty === null ? null : values.isGuilty ? 'yes' : 'no'}
        onChange={(v) => set('isGuilty', v === 'yes')}
        {...issue.fieldProps('isGuilty')}
      />
      <ListInput
        label={T.arrestProves}
        validateEntry={arrestLinkEntry}
        placeholder="http://"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v)}
        {...issue.fieldProps('proves')}
      />
    </FormModal>
  );
}
