/**
 * Draws an emoji that comes as data (an achievement's `emoji`, 02 §2.12, §9) as an SVG icon, so
 * it shows on a machine without an emoji font. The server's emoji stays the data; the emoji the
 * portal knows (the mock's achievement catalogue and the design system's own) have a drawing
 * (Lucide, see createIcon); any other is shown as the text it is.
 */
import type { ComponentType } from 'react';
import { createIcon, type IconProps } from './createIcon';
import { CalendarIcon, DocumentIcon, TrophyIcon, WarningIcon } from './icons';

const People = createIcon(
  'people',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);
const Medal = createIcon(
  'medal',
  <>
    <path d="M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15" />
    <path d="M11 12 5.12 2.2" />
    <path d="m13 12 5.88-9.8" />
    <path d="M8 7h8" />
    <circle cx="12" cy="17" r="5" />
    <path d="M12 18v-2h-.5" />
  </>,
);
const Newspaper = createIcon(
  'newspaper',
  <>
    <path d="M15 18h-5" />
    <path d="M18 14h-8" />
    <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2" />
    <rect width="8" height="4" x="10" y="6" rx="1" />
  </>,
);
const Memo = createIcon(
  'memo',
  <>
    <path d="M13.4 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7.4" />
    <path d="M2 6h4" />
    <path d="M2 10h4" />
    <path d="M2 14h4" />
    <path d="M2 18h4" />
    <path d="M21.378 5.626a1 1 0 1 0-3.004-3.004l-5.01 5.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z" />
  </>,
);
const Target = createIcon(
  'target',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
const Detective = createIcon(
  'detective',
  <>
    <path d="M18 11c-1.5 0-2.5.5-3 2" />
    <path d="M4 6a2 2 0 0 0-2 2v4a5 5 0 0 0 5 5 8 8 0 0 1 5 2 8 8 0 0 1 5-2 5 5 0 0 0 5-5V8a2 2 0 0 0-2-2h-3a8 8 0 0 0-5 2 8 8 0 0 0-5-2z" />
    <path d="M6 11c1.5 0 2.5.5 3 2" />
  </>,
);
const IdCard = createIcon(
  'id-card',
  <>
    <path d="M16 10h2" />
    <path d="M16 14h2" />
    <path d="M6.17 15a3 3 0 0 1 5.66 0" />
    <circle cx="9" cy="11" r="2" />
    <rect x="2" y="5" width="20" height="14" rx="2" />
  </>,
);
const Scales = createIcon(
  'scales',
  <>
    <path d="M12 3v18" />
    <path d="m19 8 3 8a5 5 0 0 1-6 0zV7" />
    <path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" />
    <path d="m5 8 3 8a5 5 0 0 1-6 0zV7" />
    <path d="M7 21h10" />
  </>,
);
const Scroll = createIcon(
  'scroll',
  <>
    <path d="M19 17V5a2 2 0 0 0-2-2H4" />
    <path d="M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3" />
  </>,
);
const Flask = createIcon(
  'flask',
  <>
    <path d="M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2" />
    <path d="M6.453 15h11.094" />
    <path d="M8.5 2h7" />
  </>,
);
const Siren = createIcon(
  'siren',
  <>
    <path d="M7 18v-6a5 5 0 1 1 10 0v6" />
    <path d="M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z" />
    <path d="M21 12h1" />
    <path d="M18.5 4.5 18 5" />
    <path d="M2 12h1" />
    <path d="M12 2v1" />
    <path d="m4.929 4.929.707.707" />
    <path d="M12 12v6" />
  </>,
);
const Pill = createIcon(
  'pill',
  <>
    <path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z" />
    <path d="m8.5 8.5 7 7" />
  </>,
);
const GraduationCap = createIcon(
  'graduation-cap',
  <>
    <path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z" />
    <path d="M22 10v6" />
    <path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5" />
  </>,
);
const Books = createIcon(
  'books',
  <>
    <path d="M12 5v16" />
    <path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z" />
  </>,
);
const Award = createIcon(
  'award',
  <>
    <path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526" />
    <circle cx="12" cy="8" r="6" />
  </>,
);

/** The drawings by emoji, without the emoji presentation selector (U+FE0F). */
const BY_EMOJI: Readonly<Record<string, ComponentType<IconProps>>> = {
  '👥': People,
  '🎖': Medal,
  '🏅': Award,
  '🏆': TrophyIcon,
  '📰': Newspaper,
  '📝': Memo,
  '🎯': Target,
  '🕵': Detective,
  '🪪': IdCard,
  '⚖': Scales,
  '📜': Scroll,
  '🧪': Flask,
  '🚔': Siren,
  '💊': Pill,
  '🎓': GraduationCap,
  '📚': Books,
  '📅': CalendarIcon,
  '📄': DocumentIcon,
  '⚠': WarningIcon,
};

/** True when the design system draws this emoji as an SVG icon. */
export function hasEmojiIcon(emoji: string): boolean {
  return Object.hasOwn(BY_EMOJI, emoji.replace(/\uFE0F/g, '').trim());
}

export interface EmojiIconProps extends IconProps {
  /** The emoji, as the data gives it (with or without U+FE0F). */
  emoji: string;
}

/** The emoji's SVG drawing when there is one, else the emoji as text (see the file's note). */
export function EmojiIcon({ emoji, ...props }: EmojiIconProps) {
  const Drawing = BY_EMOJI[emoji.replace(/\uFE0F/g, '').trim()];
  if (Drawing) return <Drawing {...props} />;
  return props.label ? (
    <span role="img" aria-label={props.label} className={props.className}>
      {emoji}
    </span>
  ) : (
    <span aria-hidden="true" className={props.className}>
      {emoji}
    </span>
  );
}
