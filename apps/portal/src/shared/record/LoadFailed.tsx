import { UI_TEXT } from '@fbi/domain';
import { Button, EmptyState } from '@fbi/ui';

/**
 * What a modal, a list or a page shows where its data failed to load (01 §8): the failure (`title`,
 * default 'Не удалось загрузить список.') and a retry that asks `query` again; the error toast
 * itself comes from the query client.
 */
export function LoadFailed({
  query,
  title = UI_TEXT.listLoadFailed,
}: {
  query: { refetch: () => unknown };
  title?: string;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {UI_TEXT.retry}
        </Button>
      }
    />
  );
}
