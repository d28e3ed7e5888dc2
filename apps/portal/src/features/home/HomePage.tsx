import { can, CAROUSEL_INTERVAL_MS, HOME_TEXT as T } from '@fbi/domain';
import { Button, Page, PageHeader, Skeleton } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useSession } from '../../shared/useSession.ts';
import { HomeFooter } from './HomeFooter.tsx';
import { NewsCarousel } from './NewsCarousel.tsx';
import { newsQueryOptions, type News } from './api.ts';
import { OrgChart } from './OrgChart.tsx';
import * as styles from './HomePage.css.ts';

// Both modals load on first open: react-aria's dialog and the form fields are otherwise fetched
// (and preloaded before the page's own chunk runs) on every first visit of /, delaying the news
// and the org chart (issue 13).
const NewsModal = lazy(() => import('./NewsModal.tsx').then((m) => ({ default: m.NewsModal })));
const PressArticleModal = lazy(() => import('./PressArticleModal.tsx'));

export interface HomePageProps {
  /** Carousel auto-advance interval, ms. Default 5000 (01 §9); stories pass a long one. */
  carouselIntervalMs?: number;
  /** Start the carousel paused (stories and tests). */
  carouselPaused?: boolean;
}

/**
 * The longest the footer waits for the org chart once the chart has been asked for, ms: a team
 * call that hangs shows the footer below the chart's placeholder cards after this.
 */
export const CHART_WAIT_MS = 5_000;

/**
 * The home page (/, public; 01 §2 Home page): the news carousel (4 newest news plus the Most
 * Wanted slide) whose slides open the news modal, a "Написать статью" button for the roles that
 * write press articles (press_secretary, deputy_director, director), the org chart by department,
 * and a footer of useful links.
 */
export function HomePage({
  carouselIntervalMs = CAROUSEL_INTERVAL_MS,
  carouselPaused,
}: HomePageProps = {}) {
  const { roles } = useSession();
  const news = useQuery(newsQueryOptions());
  // Rendered in a transition, as the org chart's answer (OrgChart.tsx): no long task on a phone.
  const newsData = useDeferredValue(news.data);
  const newsPending = news.isPending || (newsData === undefined && !news.isError);
  const [openNews, setOpenNews] = useState<News | null>(null);
  // The org chart waits for the first news photo (below), and the footer for the chart's cards:
  // drawn before them, it was pushed down the screen as they arrived (Lighthouse desktop: CLS
  // 0.10-0.15 on /).
  const [newsShown, setNewsShown] = useState(false);
  const showNews = useCallback(() => setNewsShown(true), []);
  const [chartShown, setChartShown] = useState(false);
  const showFooter = useCallback(() => setChartShown(true), []);
  // A team call that never answers must not keep the useful links away for good.
  useEffect(() => {
    if (!newsShown || chartShown) return;
    const timer = window.setTimeout(showFooter, CHART_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [newsShown, chartShown, showFooter]);
  const [isWriting, setWriting] = useState(false);
  const canWrite = can('pressArticles', roles);

  return (
    <Page width="column">
      <PageHeader
        title={T.title}
        actions={
          canWrite ? <Button onPress={() => setWriting(true)}>{T.writeArticle}</Button> : undefined
        }
      />

      <div className={styles.news} aria-busy={newsPending}>
        <h2 className={styles.visuallyHidden}>{T.news}</h2>
        {newsPending ? (
          <>
            <Skeleton height={320} className={styles.carouselSkeleton} />
            <p className={styles.visuallyHidden}>{T.newsLoading}</p>
          </>
        ) : (
          <>
            <NewsCarousel
              news={newsData ?? []}
              onOpenNews={setOpenNews}
              intervalMs={carouselIntervalMs}
              defaultPaused={carouselPaused}
              onFirstShown={showNews}
            />
            {news.isError ? (
              <p className={styles.note}>{T.newsFailed}</p>
            ) : newsData?.length === 0 ? (
              <p className={styles.note}>{T.newsEmpty}</p>
            ) : null}
          </>
        )}
      </div>

      {/* The news photo is the page's largest paint: the chart's call, code, cards and avatars
          wait for it to be shown (NewsCarousel's onFirstShown) rather than share the phone's
          bandwidth and main thread with it (issue 24: Lighthouse counted them all before that
          paint). */}
      <OrgChart enabled={newsShown} onShown={showFooter} />
      {chartShown && <HomeFooter />}

      <Suspense fallback={null}>
        {openNews && <NewsModal news={openNews} onClose={() => setOpenNews(null)} />}
        {isWriting && (
          <PressArticleModal title={T.writeArticle} onClose={() => setWriting(false)} />
        )}
      </Suspense>
    </Page>
  );
}
