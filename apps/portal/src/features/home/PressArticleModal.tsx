import {
  PRESS_ARTICLE_TEXT as T,
  validateNewsForm,
  validateNewsPhotoUpload,
  type NewsField,
} from '@fbi/domain';
import { FormModal, TextArea, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addNews, uploadNewsPhoto, type PressArticle } from './api.ts';
import { PhotoUploadField } from './PhotoUploadField.tsx';

/** The draft key of the press-article form (one per tab, see useFormDraft). */
export const PRESS_ARTICLE_DRAFT = 'press-article';

const EMPTY: PressArticle = { header: '', subheader: '', text: '', photo: '' };

/** The article as sent: the typed texts trimmed. */
const articleOf = (values: PressArticle): PressArticle => ({
  header: values.header.trim(),
  subheader: values.subheader.trim(),
  text: values.text.trim(),
  photo: values.photo,
});

/**
 * The press-article form (01 §2 "press article" modal, §5): header, subheader, text and photo, all
 * required. The photo is uploaded first, by header (`POST /api/v1/news/{header}/photo`, which
 * answers its path), so it needs the header: 'Для загрузки фотографий заполните заголовок!'.
 * Publishing sends `POST /api/v1/news/add`; a failed rule shows in the red toast, marks its field
 * and sends nothing; a server error keeps the form filled, and an unsent article (with its
 * uploaded photo) comes back when the modal is opened again in the tab; success forgets it,
 * closes the modal, shows any achievement and refreshes the news. Opened from the sidebar through
 * the modal host, and from the home page.
 */
export default function PressArticleModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft(PRESS_ARTICLE_DRAFT, EMPTY);
  const { values } = draft;
  // The upload's check names the header too, so the form's own check tells when it is fixed.
  const issue = useFieldIssue<NewsField>(() => validateNewsForm(articleOf(values)));

  const change = (field: NewsField, value: string) => {
    draft.setValues((v) => ({ ...v, [field]: value }));
    issue.clear(field);
  };

  const upload = useApiMutation({
    mutationFn: uploadNewsPhoto,
    onSuccess: (path) => change('photo', path),
  });

  const publish = useApiMutation({
    mutationFn: addNews,
    invalidates: [queryRoots.news],
    // The home page's carousel shows the newest news.
    done: (_answer, article) => ({ text: T.done.published(article.header), href: '/' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });

  /** 01 §5: the photo is stored under the header, so the header comes first. */
  const checkCanUpload = (): boolean => issue.check(validateNewsPhotoUpload(values.header));

  const uploadPhoto = (file: File) => {
    if (checkCanUpload()) upload.mutate({ header: values.header.trim(), file });
  };

  const submit = () => {
    const article = articleOf(values);
    if (issue.check(validateNewsForm(article))) publish.mutate(article);
  };

  return (
    <FormModal
      title={title || T.title}
      size="lg"
      submitLabel={T.submit}
      isPending={publish.isPending}
      isSubmitDisabled={upload.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextField
        label={T.header}
        isRequired
        value={values.header}
        onChange={(v) => change('header', v)}
        {...issue.fieldProps('header')}
      />
      <TextField
        label={T.subheader}
        isRequired
        value={values.subheader}
        onChange={(v) => change('subheader', v)}
        {...issue.fieldProps('subheader')}
      />
      <TextArea
        label={T.text}
        isRequired
        rows={8}
        value={values.text}
        onChange={(v) => change('text', v)}
        {...issue.fieldProps('text')}
      />
      <PhotoUploadField
        label={T.photo}
        description={T.photoHint}
        value={values.photo || null}
        isPending={upload.isPending}
        errorMessage={issue.fieldProps('photo').errorMessage}
        onBeforeSelect={checkCanUpload}
        onSelect={uploadPhoto}
        onRemove={() => change('photo', '')}
      />
    </FormModal>
  );
}
