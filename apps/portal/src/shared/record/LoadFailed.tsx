import { UI_TEXT } from '@fbi/domain';
import { Button, EmptyState } from '@fbi/ui';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a modal shows where its data failed to load (01 §8): the failure and a retry; the error
 * toast itself comes from the query client.
 */
export function LoadFailed({ query }: { query: Pick<UseQueryResult, 'refetch'> }) {
  return (
    <EmptyState
      title={UI_TEXT.listLoadFailed}
      action={
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {UI_TEXT.retry}
        </Button>
      }
    />
  );
}
