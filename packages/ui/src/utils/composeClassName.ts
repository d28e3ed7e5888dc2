import { clsx } from 'clsx';
import { composeRenderProps } from 'react-aria-components';

/**
 * Merges a component's own class with a caller's `className` (a string or an RAC render-prop
 * function), keeping RAC's render-prop contract.
 */
export function composeClassName<T>(
  className:
    string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  ...base: (string | false | null | undefined)[]
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (cn) => clsx(...base, cn));
}
