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
  /** Shown or not, when the caller decides (e.g. also on a tap); hover and focus still ask. */
  isOpen?: boolean;
  /** Called when hover, focus, leaving or Esc would show or hide it. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A hint shown on hover and keyboard focus of its trigger (RAC TooltipTrigger); Esc hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <RACTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
