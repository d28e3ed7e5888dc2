import { Spinner } from '@fbi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './record/LoadFailed.tsx';
import { RecordModal } from './record/RecordModal.tsx';

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
    <RecordModal title={title} size="sm" onClose={onClose}>
      {children ? (
        <p role="alert">{children}</p>
      ) : query?.isError ? (
        <LoadFailed query={query} />
      ) : (
        <Spinner />
      )}
    </RecordModal>
  );
}
