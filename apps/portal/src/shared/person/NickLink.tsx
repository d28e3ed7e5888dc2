import { isRouteAllowed, PERSON_ROUTE, personHref } from '@fbi/domain';
import { Link } from '@fbi/ui';
import { useSession } from '../useSession.ts';

export interface NickLinkProps {
  /** The nick shown; empty shows nothing. */
  nick: string | null | undefined;
}

/**
 * A nick shown as data, linked to the person's page (issue 25: every nick is a link). A caller who
 * may not open /person (a visitor on a public list: the route is guarded, 01 §2) reads the nick
 * as text. Inside a pressable row the link takes the press, not the row.
 */
export function NickLink({ nick }: NickLinkProps) {
  const { roles } = useSession();
  if (!nick) return null;
  if (!isRouteAllowed(PERSON_ROUTE, roles)) return <>{nick}</>;
  return <Link href={personHref(nick)}>{nick}</Link>;
}
