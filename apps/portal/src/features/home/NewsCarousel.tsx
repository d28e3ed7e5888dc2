import { CAROUSEL_INTERVAL_MS, HOME_TEXT as T } from '@fbi/domain';
import { Carousel, Link, type CarouselSlide } from '@fbi/ui';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { News } from './api.ts';
import { newestNews } from './newestNews.ts';
import { whenIdle } from '../../shared/pageSettled.ts';
import { photoUrl } from '../../shared/photoUrl.ts';
import * as styles from './NewsCarousel.css.ts';

/**
 * The longest the rest of the page waits for the first slide's photo, ms: a photo whose download
 * hangs must not keep the other slides' photos and the org chart away.
 */
export const FIRST_PHOTO_WAIT_MS = 3_000;

/** Label and id of the fixed Most Wanted slide (01 §2 Home page). */
export const MOST_WANTED_SLIDE = { id: 'most-wanted', label: T.mostWanted } as const;

export interface NewsCarouselProps {
  /** All news; the carousel picks the 4 newest by createdAt. */
  news: readonly News[];
  /** Opens the news modal of a slide. */
  onOpenNews: (news: News) => void;
  /** Auto-advance interval, ms. Default 5000 (01 §9); stories pass a long one. */
  intervalMs?: number;
  /** Start paused (stories and tests). */
  defaultPaused?: boolean;
  /**
   * Called once the first slide is shown: its photo loaded or failed and the browser was next
   * idle, at once without a photo, or after FIRST_PHOTO_WAIT_MS whatever the photo does.
   */
  onFirstShown?: () => void;
}

/**
 * The home-page news carousel (01 §2): the 4 newest news items by createdAt, each opening the news
 * modal, then the fixed Most Wanted slide linking to /suspects. It fades to the next slide every
 * 5000 ms with indicators, pauses while hovered or focused, and stays still under reduced motion
 * (all in the ui `Carousel`).
 */
export function NewsCarousel({
  news,
  onOpenNews,
  intervalMs = CAROUSEL_INTERVAL_MS,
  defaultPaused,
  onFirstShown,
}: NewsCarouselProps) {
  const newest = newestNews(news);
  // The other slides' photos, and the page's org chart (onFirstShown), wait for the first one and
  // the browser's next idle moment: fetched (and, for an SVG, parsed on the main thread) beside it
  // they slowed the page's largest paint on a phone (issue 13); fetched the moment it loaded, they
  // still came before it was painted, and the chart's call and render, sent once the news had
  // rendered, were counted before that paint too (issue 24). A first slide without a photo lets
  // them load at once.
  const [firstShown, setFirstShown] = useState(false);
  const othersLoad = firstShown || !photoUrl(newest[0]?.photo);
  useEffect(() => {
    if (othersLoad) {
      onFirstShown?.();
      return;
    }
    const timer = window.setTimeout(() => setFirstShown(true), FIRST_PHOTO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [othersLoad, onFirstShown]);
  const slides: CarouselSlide[] = newest.map((item, i) => ({
    id: `news-${item.id}`,
    label: item.header,
    content: (
      <NewsSlide
        news={item}
        isFirst={i === 0}
        showPhoto={i === 0 || othersLoad}
        onPhotoDone={i === 0 ? () => whenIdle(() => setFirstShown(true)) : undefined}
        onOpen={() => onOpenNews(item)}
      />
    ),
  }));
  slides.push({ ...MOST_WANTED_SLIDE, content: <MostWantedSlide /> });

  return (
    <Carousel
      aria-label={T.news}
      slides={slides}
      intervalMs={intervalMs}
      defaultPaused={defaultPaused}
    />
  );
}

/**
 * One news slide: the photo behind the header and subheader (when `showPhoto`); pressing it
 * opens the news. The first slide's photo is the page's largest paint, so it goes before the org
 * chart's avatars; `onPhotoDone` is called once it has loaded or failed.
 */
function NewsSlide({
  news,
  isFirst,
  showPhoto,
  onPhotoDone,
  onOpen,
}: {
  news: News;
  isFirst: boolean;
  showPhoto: boolean;
  onPhotoDone?: () => void;
  onOpen: () => void;
}) {
  const photo = photoUrl(news.photo);
  return (
    <AriaButton className={styles.slide} onPress={onOpen}>
      {photo && showPhoto && (
        <img
          src={photo}
          alt=""
          className={styles.photo}
          fetchPriority={isFirst ? 'high' : 'low'}
          onLoad={onPhotoDone}
          onError={onPhotoDone}
        />
      )}
      <span className={styles.caption}>
        <span className={styles.title}>{news.header}</span>
        {news.subheader && <span className={styles.subtitle}>{news.subheader}</span>}
        <span className={styles.more} aria-hidden="true">
          {T.readMore}
        </span>
      </span>
    </AriaButton>
  );
}

/** The fixed Most Wanted slide: a link to the public most-wanted list (/suspects). */
function MostWantedSlide() {
  return (
    <div className={`${styles.slide} ${styles.mostWanted}`}>
      <span className={styles.caption}>
        <span className={styles.kicker}>{T.mostWanted}</span>
        <span className={styles.title}>{T.mostWantedTitle}</span>
        <span className={styles.subtitle}>{T.mostWantedText}</span>
        <Link href="/suspects" className={styles.cta}>
          {T.mostWantedLink}
        </Link>
      </span>
    </div>
  );
}
