import { CAROUSEL_INTERVAL_MS } from '@fbi/domain';
import { clsx } from 'clsx';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import * as styles from './Carousel.css';
import { PauseIcon, PlayIcon } from '../Icon/icons';

/** A slide. */
export interface CarouselSlide {
  /** A stable key. */
  id: string;
  /** What the slide shows. */
  content: ReactNode;
  /** A short name of the slide, used by its indicator button and for screen readers. */
  label: string;
}

export interface CarouselProps {
  /** The carousel's accessible name (e.g. 'Новости'). */
  'aria-label': string;
  /** The slides, in order. */
  slides: readonly CarouselSlide[];
  /**
   * Auto-advance interval in ms. Default domain's CAROUSEL_INTERVAL_MS (5000, 01 §9): the spec's
   * timing lives in domain, which ui may import (never the reverse).
   */
  intervalMs?: number;
  /** Start paused. */
  defaultPaused?: boolean;
  /** Extra class. */
  className?: string;
}

/**
 * A fading slideshow: advances every `intervalMs`, pauses while hovered or focused and with the
 * pause button, never auto-advances under prefers-reduced-motion; indicator buttons and arrow
 * keys switch slides.
 */
export function Carousel({
  'aria-label': ariaLabel,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  defaultPaused = false,
  className,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isPausedByUser, setPausedByUser] = useState(defaultPaused);
  const reducedMotion = usePrefersReducedMotion();

  const active = count === 0 ? 0 : Math.min(index, count - 1);
  const isRotating = count > 1 && !reducedMotion && !isPausedByUser && !isHovered && !isFocusWithin;

  const go = useCallback(
    (delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count)),
    [count],
  );

  useEffect(() => {
    if (!isRotating) return;
    const id = window.setTimeout(() => go(1), intervalMs);
    return () => window.clearTimeout(id);
  }, [isRotating, intervalMs, go, active]);

  if (count === 0) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  return (
    // Arrow keys and hover/focus pausing are handled for the interactive controls inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-label={ariaLabel}
      aria-roledescription="карусель"
      className={clsx(styles.carousel, className)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div className={styles.viewport} aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="слайд"
            aria-label={`${i + 1} из ${count}: ${slide.label}`}
            className={styles.slide}
            data-active={i === active || undefined}
            aria-hidden={i === active ? undefined : true}
            inert={i !== active}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <IconButton
              size="sm"
              aria-label={isPausedByUser ? 'Запустить прокрутку' : 'Остановить прокрутку'}
              onPress={() => setPausedByUser((p) => !p)}
            >
              {isPausedByUser ? <PlayIcon /> : <PauseIcon />}
            </IconButton>
          )}
          <IconButton size="sm" aria-label="Предыдущий слайд" onPress={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </IconButton>
          <ul className={styles.indicators} aria-label="Слайды">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <RACButton
                  className={clsx(styles.indicator, i === active && styles.indicatorActive)}
                  aria-label={`Слайд ${i + 1}: ${slide.label}`}
                  aria-current={i === active ? 'true' : undefined}
                  onPress={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <IconButton size="sm" aria-label="Следующий слайд" onPress={() => go(1)}>
            <span aria-hidden="true">›</span>
          </IconButton>
        </div>
      )}
    </section>
  );
}
