import { MODAL_TITLES } from '@fbi/domain';
import type { HostModalProps } from '../HostModalProps.ts';
import type { SidebarEntry } from './sidebarForm.tsx';
import { StepFormModal, type StepFormModalProps } from './StepFormModal.tsx';

/** A sidebar create wizard: its modal's id and everything of its steps but the title and closing. */
export type SidebarWizardDeclaration<V, B, T> = SidebarEntry &
  Omit<StepFormModalProps<V, B, T>, 'title' | 'onClose' | 'onSaved'>;

/**
 * `sidebarForm` for a form in steps (01 §2 MW report, IB dossier): a {@link StepFormModal} titled
 * by the menu entry (else `MODAL_TITLES[modal]`) that closes on Cancel and once sent. A file of
 * its own, so the one-page forms' chunks carry no wizard.
 */
export function sidebarWizard<V extends object, B, T>({
  modal,
  ...form
}: SidebarWizardDeclaration<V, B, T>) {
  return function SidebarWizard({ onClose, title }: HostModalProps) {
    return (
      <StepFormModal
        title={title || MODAL_TITLES[modal]}
        {...form}
        onSaved={onClose}
        onClose={onClose}
      />
    );
  };
}
