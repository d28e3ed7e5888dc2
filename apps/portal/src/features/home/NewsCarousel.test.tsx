import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWS_FIXTURE } from './fixtures.ts';
import { NewsCarousel } from './NewsCarousel.tsx';

const withPhotos = NEWS_FIXTURE.map((n) => ({ ...n, photo: `/news/${n.id}.webp` }));
/** The first slide's photo (the test fails here when there is none). */
function firstPhoto(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no photo rendered');
  return img;
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
});
