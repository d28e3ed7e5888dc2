import { UI_TEXT } from '@fbi/domain';
import { Button, EmptyState } from '@fbi/ui';

/**
 * What a modal or a list shows where its data failed to load (01 §8): the failure and a retry
 * that asks `query` again; the error toast itself comes from the query client.
 */
export function LoadFailed({ query }: { query: { refetch: () => unknown } }) {
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
