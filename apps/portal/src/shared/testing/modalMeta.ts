/**
 * The meta fields a create modal's stories share (Storybook only): opened from the sidebar with
 * its title. A stories file spreads it into its meta beside its own `title` and `parameters`
 * (written out: Storybook's build rewrites a meta's parameters, and drops spread ones).
 */
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import type { HostModalProps } from '../HostModalProps.ts';

/** `component` opened with the dialog title `title`, its close a spy. */
export function createModalMeta<C extends ComponentType<HostModalProps>>(
  component: C,
  title: string,
) {
  return { component, args: { onClose: fn(), title } };
}
