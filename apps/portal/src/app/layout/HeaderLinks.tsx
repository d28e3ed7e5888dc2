import { SHELL_TEXT } from '@fbi/domain';
import { ExternalLink } from '@fbi/ui';
import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';
import { RouteLink } from './RouteLink.tsx';

/**
 * The header's links of 01 §2: Main, Database (/db-public), Most Wanted (/suspects) and the two
 * external links. In the header on a desktop, at the top of the drawer on a phone.
 */
export function HeaderLinks({
  linkClassName,
  onChoose,
}: {
  linkClassName: string;
  onChoose?: () => void;
}) {
  return (
    <>
      <RouteLink href="/" className={linkClassName} onPress={onChoose}>
        {SHELL_TEXT.home}
      </RouteLink>
      <RouteLink href="/db-public" className={linkClassName} onPress={onChoose}>
        {SHELL_TEXT.database}
      </RouteLink>
      <RouteLink href="/suspects" className={linkClassName} onPress={onChoose}>
        {SHELL_TEXT.mostWanted}
      </RouteLink>
      <ExternalLink href={EXTERNAL_LINKS.transfers} className={linkClassName}>
        {SHELL_TEXT.transfers}
      </ExternalLink>
      <ExternalLink href={EXTERNAL_LINKS.hrt} className={linkClassName}>
        {SHELL_TEXT.hrt}
      </ExternalLink>
    </>
  );
}
