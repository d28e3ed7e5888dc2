import { UI_TEXT } from '@fbi/domain';
import { Button, EmptyState, Modal, Spinner } from '@fbi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface NoticeModalProps {
  title: string;
  onClose: () => void;
  /** The refusal to show (announced as an alert), e.g. 01 §8 'Нет открытых расследований…'. */
  children?: ReactNode;
  /** While no refusal is given: the query the form waits for (spinner, or a retry on failure). */
  query?: Pick<UseQueryResult, 'isError' | 'refetch'>;
}

/**
 * A sidebar modal that has no form to show yet or at all: loading what the form needs (spinner),
 * a failed load (retry; the error toast comes from the query client, 01 §8), or a refusal message
 * such as 'Нет открытых расследований для подачи рапорта' (01 §8). Only a Close button.
 */
export function NoticeModal({ title, onClose, children, query }: NoticeModalProps) {
  return (
    <Modal
      title={title}
      isOpen
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {UI_TEXT.close}
        </Button>
      }
    >
      {children ? (
        <p role="alert">{children}</p>
      ) : query?.isError ? (
        <EmptyState
          title={UI_TEXT.listLoadFailed}
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {UI_TEXT.retry}
            </Button>
          }
        />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
