import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode;
  /** The trigger: a focusable RAC element (Button, IconButton, Link). */
  children: ReactElement;
  /** Where it opens. Default 'top'. */
  placement?: RACTooltipProps['placement'];
  /** Delay before showing on hover, ms. Default 600. Focus shows it at once. */
  delay?: number;
  /** Never show. */
  isDisabled?: boolean;
}

/** A hint shown on hover and keyboard focus of its trigger (RAC TooltipTrigger); Esc hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <RACTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
