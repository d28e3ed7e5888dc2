import { can, formatDate, NEWS_TEXT as T } from '@fbi/domain';
import { Button } from '@fbi/ui';
import { useState } from 'react';
import { photoUrl } from '../../shared/photoUrl.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useSession } from '../../shared/useSession.ts';
import { deleteNews, type News } from './api.ts';
import * as styles from './NewsModal.css.ts';

export interface NewsModalProps {
  /** The news item to show; null keeps the modal closed. */
  news: News | null;
  /** Closes the modal (Закрыть, Esc, or after a delete). */
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
  if (!news) return null;
  const photo = photoUrl(news.photo);
  return (
    <RecordModal
      title={news.header}
      size="lg"
      hideCloseButton
      closeButton="end"
      onClose={onClose}
      actions={
        can('deleteNews', roles) && (
          <Button variant="danger" onPress={() => setConfirmOpen(true)}>
            {T.delete}
          </Button>
        )
      }
    >
      {photo && <img src={photo} alt="" className={styles.photo} />}
      {news.subheader && <p className={styles.subheader}>{news.subheader}</p>}
      <p className={styles.date}>
        <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time>
      </p>
      <div className={styles.text}>{news.text}</div>
      {isConfirmOpen && (
        <ConfirmStep
          title={T.deleteTitle}
          message={T.deleteMessage(news.header)}
          confirmLabel={T.delete}
          mutation={{
            mutationFn: deleteNews,
            invalidates: [queryRoots.news],
            done: () => ({ text: T.done.deleted(news.header) }),
            onSuccess: onClose,
          }}
          input={news.id}
          onCancel={() => setConfirmOpen(false)}
        />
      )}
    </RecordModal>
  );
}
