import { clsx } from 'clsx';
import { EmojiIcon } from '../Icon/EmojiIcon';
import * as styles from './AchievementCard.css';

export interface AchievementCardProps {
  /** The achievement's emoji (02 §9), drawn as an SVG icon where the design system has one. */
  emoji: string;
  /** The title. */
  title: string;
  /** What it is awarded for. */
  description: string;
  /** Whether the user has it; otherwise the card is greyed out. */
  achieved: boolean;
  /** The heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class. */
  className?: string;
}

/** An achievement: emoji (as an icon), title, description; greyed out (with a text state) when not achieved. */
export function AchievementCard({
  emoji,
  title,
  description,
  achieved,
  headingLevel = 3,
  className,
}: AchievementCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={clsx(styles.card, !achieved && styles.locked, className)}
      data-achieved={achieved || undefined}
    >
      <span className={clsx(styles.emoji, !achieved && styles.lockedEmoji)} aria-hidden="true">
        <EmojiIcon emoji={emoji} />
      </span>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        <span className={clsx(styles.state, achieved && styles.stateAchieved)}>
          {achieved ? 'Получено' : 'Не получено'}
        </span>
      </div>
    </article>
  );
}
