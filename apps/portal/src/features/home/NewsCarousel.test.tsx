import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_FIXTURE } from './fixtures.ts';
import { FIRST_PHOTO_WAIT_MS, NewsCarousel } from './NewsCarousel.tsx';

const withPhotos = NEWS_FIXTURE.map((n) => ({ ...n, photo: `/news/${n.id}.webp` }));
/** The first slide's photo (the test fails here when there is none). */
function firstPhoto(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no photo rendered');
  return img;
}
/** The carousel with photos, held still, its first-shown signal watched. */
function renderWatched() {
  const onFirstShown = vi.fn();
  const rendered = render(
    <NewsCarousel
      news={withPhotos}
      onOpenNews={() => {}}
      defaultPaused
      onFirstShown={onFirstShown}
    />,
  );
  return { ...rendered, onFirstShown };
}
const photos = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('NewsCarousel photos (issue 13: the first slide is the largest paint)', () => {
  it("loads the other slides' photos only once the first one is in and the browser idles", async () => {
    const { container } = render(
      <NewsCarousel news={withPhotos} onOpenNews={() => {}} defaultPaused />,
    );
    // The newest news (id 2) is the first slide.
    expect(photos(container)).toEqual(['/news/2.webp']);
    fireEvent.load(firstPhoto(container));
    expect(photos(container)).toEqual(['/news/2.webp']);
    await waitFor(() =>
      expect(photos(container)).toEqual([
        '/news/2.webp',
        '/news/4.webp',
        '/news/6.webp',
        '/news/1.webp',
      ]),
    );
  });

  it('loads them also when the first photo fails', async () => {
    const { container } = render(
      <NewsCarousel news={withPhotos} onOpenNews={() => {}} defaultPaused />,
    );
    fireEvent.error(firstPhoto(container));
    await waitFor(() => expect(photos(container)).toHaveLength(4));
  });

  it('loads them at once when the first slide has no photo', () => {
    const news = withPhotos.map((n) => (n.id === 2 ? { ...n, photo: null } : n));
    const { container } = render(<NewsCarousel news={news} onOpenNews={() => {}} defaultPaused />);
    expect(photos(container)).toEqual(['/news/4.webp', '/news/6.webp', '/news/1.webp']);
  });

  it('says the first slide is shown once its photo is in and the browser idles', async () => {
    const { container, onFirstShown } = renderWatched();
    expect(onFirstShown).not.toHaveBeenCalled();
    fireEvent.load(firstPhoto(container));
    await waitFor(() => expect(onFirstShown).toHaveBeenCalledOnce());
  });
});

describe('NewsCarousel, a first photo that never loads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the other photos and the rest of the page away only FIRST_PHOTO_WAIT_MS', () => {
    vi.useFakeTimers();
    const { container, onFirstShown } = renderWatched();
    act(() => vi.advanceTimersByTime(FIRST_PHOTO_WAIT_MS - 1));
    expect(onFirstShown).not.toHaveBeenCalled();
    expect(photos(container)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onFirstShown).toHaveBeenCalledOnce();
    expect(photos(container)).toHaveLength(4);
  });
});
