import { REGISTRY_TEXT } from '@fbi/domain';
import { Button, Spinner } from '@fbi/ui';
import { RecordModal } from '../record/RecordModal.tsx';
import type { RecordNotice } from './useRecordLink.ts';

export interface RecordNoticeModalProps {
  notice: RecordNotice;
  /** Closes it; the URL loses `?open=`. */
  onClose: () => void;
}

/**
 * What a record link shows when it opens no dialog (issue 24): a spinner while the record is looked
 * up, one message for a record that does not exist or that the caller may not open, or, for a
 * record that opens as a document in a new tab, the button that opens it (a browser opens a tab
 * only on a press).
 */
export function RecordNoticeModal({ notice, onClose }: RecordNoticeModalProps) {
  const title =
    notice.kind === 'missing' ? REGISTRY_TEXT.recordMissingTitle : REGISTRY_TEXT.recordLookup;
  return (
    <RecordModal
      title={notice.kind === 'document' ? notice.label : title}
      size="sm"
      onClose={onClose}
      actions={
        notice.kind === 'document' && (
          <Button
            onPress={() => {
              notice.run();
              onClose();
            }}
          >
            {notice.label}
          </Button>
        )
      }
    >
      {notice.kind === 'looking' && <Spinner />}
      {notice.kind === 'missing' && <p role="alert">{REGISTRY_TEXT.recordMissing(notice.id)}</p>}
      {notice.kind === 'document' && <p>{REGISTRY_TEXT.recordOpensAsDocument}</p>}
    </RecordModal>
  );
}
