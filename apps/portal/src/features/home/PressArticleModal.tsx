import { PRESS_ARTICLE_TEXT as T, validateNewsForm, validateNewsPhotoUpload } from '@fbi/domain';
import { useIsMutating } from '@tanstack/react-query';
import { trimmed, type FieldsForm, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { PHOTO_UPLOAD_KEY, UploadedPhotoField } from '../../shared/UploadedPhotoField.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addNews, uploadNewsPhoto, type PressArticle } from './api.ts';

/** The draft key of the press-article form (one per tab, see useFormDraft). */
export const PRESS_ARTICLE_DRAFT = 'press-article';

const EMPTY: PressArticle = { header: '', subheader: '', text: '', photo: '' };

/** The article as sent: the typed texts trimmed. */
const articleOf = (values: PressArticle): PressArticle => ({
  ...trimmed(values, ['header', 'subheader', 'text']),
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
  // No article is sent while its photo uploads.
  const uploading = useIsMutating({ mutationKey: PHOTO_UPLOAD_KEY }) > 0;

  /** 01 §5: the photo is stored under the header, so the header comes first. */
  const photoField = ({ values, set, check, fieldProps }: FieldsForm<PressArticle>) => (
    <UploadedPhotoField
      label={T.photo}
      isRequired
      pendingLabel={T.uploading}
      description={T.photoHint}
      value={values.photo}
      onChange={(path) => set('photo', path)}
      canUpload={() => check(validateNewsPhotoUpload(values.header))}
      upload={(file) => uploadNewsPhoto({ header: values.header.trim(), file })}
      {...fieldProps('photo')}
    />
  );

  const fields: readonly FormField<PressArticle>[] = [
    { key: 'header', label: T.header, kind: 'text' },
    { key: 'subheader', label: T.subheader, kind: 'text' },
    { key: 'text', label: T.text, kind: 'textarea', rows: 8 },
    { key: 'photo', label: T.photo, kind: 'custom', render: photoField },
  ];

  return (
    <RecordFormModal
      title={title || T.title}
      size="lg"
      submitLabel={T.submit}
      isSubmitDisabled={uploading}
      fields={fields}
      draftKey={PRESS_ARTICLE_DRAFT}
      initial={EMPTY}
      // The upload's check names the header too, so the form's own check tells when it is fixed.
      validate={(v) => validateNewsForm(articleOf(v))}
      bodyOf={articleOf}
      save={addNews}
      invalidates={[queryRoots.news]}
      // The home page's carousel shows the newest news.
      done={(_answer, article) => ({ text: T.done.published(article.header), href: '/' })}
      onClose={onClose}
    />
  );
}
