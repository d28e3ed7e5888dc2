import { unwrap } from '@fbi/api';
import { validateNewsForm, validateNewsPhotoUpload } from '@fbi/domain';
import { Button, Modal, TextArea, TextField, toast } from '@fbi/ui';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { NEWS_QUERY_KEY } from './newsQueries.ts';
import { PhotoUploadField } from './PhotoUploadField.tsx';
import * as styles from './PressArticleModal.css.ts';

/** The press-article payload of `POST /api/v1/news/add` (01 §7). */
interface PressArticle {
  header: string;
  subheader: string;
  text: string;
  photo: string;
}

const FORM_ID = 'press-article-form';

/**
 * The press-article form (01 §2 "press article" modal, §5): header, subheader, text and photo, all
 * required. The photo is uploaded first, by header (`POST /api/v1/news/{header}/photo`, which
 * answers its path), so it needs the header: 'Для загрузки фотографий заполните заголовок!'.
 * Publishing sends `POST /api/v1/news/add`; a validation failure shows in the red toast and sends
 * nothing; a server error keeps the form filled; success closes the modal, shows any achievement
 * and refreshes the news. Opened from the sidebar through the modal host, and from the home page.
 */
export default function PressArticleModal({ onClose, title }: HostModalProps) {
  const [header, setHeader] = useState('');
  const [subheader, setSubheader] = useState('');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);

  const upload = useApiMutation({
    mutationFn: ({ header: forHeader, file }: { header: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(
        api.POST('/api/v1/news/{header}/photo', {
          params: { path: { header: forHeader } },
          body: form as never,
          bodySerializer: (b: unknown) => b as FormData,
          parseAs: 'text',
        }),
      );
    },
    onSuccess: (path) => setPhoto(path),
  });

  const publish = useApiMutation({
    mutationFn: (body: PressArticle) => unwrap(api.POST('/api/v1/news/add', { body })),
    invalidates: [NEWS_QUERY_KEY],
    onSuccess: () => onClose(),
  });

  /** 01 §5: the photo is stored under the header, so the header comes first. */
  const checkCanUpload = (): boolean => {
    const failure = validateNewsPhotoUpload(header);
    if (failure) toast.error(failure);
    return failure === null;
  };

  const uploadPhoto = (file: File) => {
    if (!checkCanUpload()) return;
    upload.mutate({ header: header.trim(), file });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const article = {
      header: header.trim(),
      subheader: subheader.trim(),
      text: text.trim(),
      photo: photo ?? '',
    };
    const failure = validateNewsForm(article);
    if (failure) {
      toast.error(failure);
      return;
    }
    publish.mutate(article);
  };

  const busy = publish.isPending || upload.isPending;

  return (
    <Modal
      title={title || 'Пресс-статья'}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && !publish.isPending && onClose()}
      isDismissable={!busy}
      isKeyboardDismissDisabled={publish.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={publish.isPending}>
            Отмена
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isPending={publish.isPending}
            isDisabled={upload.isPending}
          >
            Опубликовать
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Заголовок" isRequired value={header} onChange={setHeader} />
        <TextField label="Подзаголовок" isRequired value={subheader} onChange={setSubheader} />
        <TextArea label="Текст" isRequired rows={8} value={text} onChange={setText} />
        <PhotoUploadField
          label="Фотография"
          description="Сначала заполните заголовок: фотография сохраняется под ним. Только изображения."
          value={photo}
          isPending={upload.isPending}
          onBeforeSelect={checkCanUpload}
          onSelect={uploadPhoto}
          onRemove={() => setPhoto(null)}
        />
      </form>
    </Modal>
  );
}
