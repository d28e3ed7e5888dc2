import { can, formatDate, NEWS_TEXT as T } from '@fbi/domain';
import { Button, ConfirmDialog, Modal } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { deleteNews, type News } from './api.ts';
import { photoUrl } from '../../shared/photoUrl.ts';
import * as styles from './NewsModal.css.ts';

export interface NewsModalProps {
  /** The news item to show; null keeps the modal closed. */
  news: News | null;
  /** Closes the modal (Закрыть, Esc, the close button, or after a delete). */
  onClose: () => void;
}

/**
 * The news modal of the home page (01 §2): the item's header and text (with its photo, subheader
 * and date) and Закрыть. press_secretary, deputy_director and director (01 §6 "Press articles;
 * delete news") also get Удалить, which asks for confirmation, sends
 * `DELETE /api/v1/news/{id}/delete`, closes and refreshes the news.
 */
export function NewsModal({ news, onClose }: NewsModalProps) {
  const { roles } = useSession();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const canDelete = can('deleteNews', roles);

  const remove = useApiMutation({
    mutationFn: deleteNews,
    invalidates: [queryRoots.news],
    done: () => (news ? { text: T.done.deleted(news.header) } : undefined),
    onSuccess: () => {
      setConfirmOpen(false);
      onClose();
    },
  });

  if (!news) return null;
  const photo = photoUrl(news.photo);

  return (
    <Modal
      title={news.header}
      isOpen
      size="lg"
      hideCloseButton
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          {canDelete && (
            <Button variant="danger" onPress={() => setConfirmOpen(true)}>
              {T.delete}
            </Button>
          )}
          <Button variant="secondary" onPress={onClose}>
            {T.close}
          </Button>
        </>
      }
    >
      {photo && <img src={photo} alt="" className={styles.photo} />}
      {news.subheader && <p className={styles.subheader}>{news.subheader}</p>}
      <p className={styles.date}>
        <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time>
      </p>
      <div className={styles.text}>{news.text}</div>
      {canDelete && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={T.deleteMessage(news.header)}
          confirmLabel={T.delete}
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={() => remove.mutate(news.id)}
          isPending={remove.isPending}
        />
      )}
    </Modal>
  );
}
