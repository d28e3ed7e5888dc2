import { SHELL_TEXT } from '@fbi/domain';
import { EmptyState, Link, Page, PageHeader } from '@fbi/ui';

/** An unknown URL (issue 8): says so and offers the way home instead of a silent redirect. */
export function NotFoundPage() {
  return (
    <Page>
      <PageHeader title={SHELL_TEXT.notFoundTitle} />
      <EmptyState
        description={SHELL_TEXT.notFoundText}
        action={<Link href="/">{SHELL_TEXT.notFoundHome}</Link>}
      />
    </Page>
  );
}
