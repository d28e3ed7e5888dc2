import { clsx } from 'clsx';
import { useState } from 'react';
import * as styles from './Avatar.css';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

export interface AvatarProps {
  /** The photo's URL; a missing or broken photo shows the default silhouette. */
  src?: string | null;
  /** The image's alternative text (the person's name), or '' when decorative. */
  alt: string;
  /** Diameter in px. Default 40. */
  size?: number;
  /** Square with rounded corners instead of a circle (for large profile photos). */
  square?: boolean;
  /** Extra class. */
  className?: string;
}

/** A person's photo with a default image when missing or failing to load. */
export function Avatar({ src, alt, size = 40, square, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useDefault = !src || failedSrc === src;
  return (
    <img
      src={useDefault ? DEFAULT_AVATAR_SRC : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-default={useDefault || undefined}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={clsx(styles.avatar, square && styles.square, className)}
    />
  );
}
