import { MODAL_TITLES, type ModalId } from '@fbi/domain';
import type { HostModalProps } from '../HostModalProps.ts';
import { RecordFormModal, type RecordFormModalProps } from './RecordFormModal.tsx';

/** The sidebar entry that opens a create form: the title when the entry gives none. */
export interface SidebarEntry {
  modal: ModalId;
}

/** A sidebar create form: its modal's id and everything of its form but the title and closing. */
export type SidebarFormDeclaration<V, B, T> = SidebarEntry &
  Omit<RecordFormModalProps<V, B, T>, 'title' | 'onClose' | 'onSaved'>;

/**
 * Turns a sidebar create form's declaration into the modal the sidebar host loads, each form in
 * its own chunk (01 §2 "Modal dialogs", 01 §8): a {@link RecordFormModal} titled by the menu
 * entry (else `MODAL_TITLES[modal]`) that closes on Cancel and once sent.
 */
export function sidebarForm<V extends object, B, T>({
  modal,
  ...form
}: SidebarFormDeclaration<V, B, T>) {
  return function SidebarForm({ onClose, title }: HostModalProps) {
    return <RecordFormModal title={title || MODAL_TITLES[modal]} {...form} onClose={onClose} />;
  };
}
