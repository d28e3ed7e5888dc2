/**
 * Seeded pictures as inline SVG data URLs: they render offline (no image host is reachable from
 * a demo) and stay small in localStorage.
 */
import { faker } from '../random.ts';

/** A coloured 640×360 picture with a caption; the hue comes from the seeded faker. */
export function svgPicture(caption: string): string {
  const hue = faker.number.int({ min: 0, max: 359 });
  const safe = caption.replace(/[<>&"']/g, '').slice(0, 24);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">` +
    `<rect width="640" height="360" fill="hsl(${hue},45%,30%)"/>` +
    `<text x="320" y="190" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">${safe}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
