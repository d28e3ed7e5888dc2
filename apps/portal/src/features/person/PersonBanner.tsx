import { bannerFacts, PERSON_TEXT as T, type BannerItem, type BannerKind } from '@fbi/domain';
import { Link, Skeleton, Stack } from '@fbi/ui';
import { PersonSection } from './PersonSection.tsx';
import * as styles from './person.css.ts';

/** The lines that call for care before anything else (issue 25). */
const ALARMS: ReadonlySet<BannerKind> = new Set(['wanted', 'warrant', 'blacklist']);

export interface PersonBannerProps {
  /** The lines with their records' links, or null while the banner's registries answer. */
  lines: readonly { item: BannerItem; href: string }[] | null;
}

/**
 * «Сейчас» (issue 25): what is active now about the person, each line with its dates and a link
 * to its record; a skeleton until the registries it reads have answered, a sentence when nothing is.
 */
export function PersonBanner({ lines }: PersonBannerProps) {
  return (
    <PersonSection title={T.bannerTitle}>
      {lines === null ? (
        <Stack gap="sm" aria-busy="true">
          <p role="status" className={styles.muted}>
            {T.bannerLoading}
          </p>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Stack>
      ) : lines.length === 0 ? (
        <p className={styles.muted}>{T.bannerNone}</p>
      ) : (
        <ul className={styles.list}>
          {lines.map(({ item, href }) => (
            <li
              key={`${item.kind}:${item.id}`}
              className={ALARMS.has(item.kind) ? `${styles.line} ${styles.alarm}` : styles.line}
            >
              <strong>{T.kinds[item.kind]}</strong>
              {bannerFacts(item).map((fact) => (
                <span key={fact}>· {fact}</span>
              ))}
              <span>
                ·{' '}
                <Link href={href} aria-label={`${T.kinds[item.kind]}: ${T.openRecord(item.id)}`}>
                  {T.openRecord(item.id)}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PersonSection>
  );
}
