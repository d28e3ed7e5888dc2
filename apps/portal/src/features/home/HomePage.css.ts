import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden as hidden } from '@fbi/ui/theme';
import { SLIDE_MIN_HEIGHT } from './NewsCarousel.css.ts';
import { vacant } from './OrgChart.css.ts';

/**
 * The news block keeps the carousel's height from the first paint, so the org chart below does
 * not move when the news arrive (layout shift): a slide, the viewport's 1px borders, the ui
 * Carousel's gap and its row of 32px controls.
 */
export const news = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: `calc(${SLIDE_MIN_HEIGHT}px + 2px + ${vars.space.sm} + 32px)`,
});

export const carouselSkeleton = style({ display: 'block', borderRadius: vars.radius.lg });

export const note = style([vacant, { textAlign: 'center' }]);

export const visuallyHidden = style(hidden);

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
