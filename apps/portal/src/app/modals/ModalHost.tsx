import type { ModalId } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { whenPageSettled } from '../../shared/pageSettled.ts';

/** A modal opened from the header or the sidebar (01 §2 "Modal dialogs …"). */
export type HostModalId = ModalId;

type OpenModal = (id: HostModalId, title?: string) => void;

const OpenModalContext = createContext<OpenModal>(() => {
  throw new Error('useOpenModal is used outside <ModalHost>');
});

/** Opens one of the header/sidebar modals by id; `title` names a modal not built yet. */
export function useOpenModal(): OpenModal {
  return useContext(OpenModalContext);
}

type LazyModal = LazyExoticComponent<ComponentType<HostModalProps>>;

const loadRegistry = () => import('./modalRegistry.ts');
const modals = new Map<HostModalId, LazyModal>();

/** The lazy component of a modal, made once per id (so reopening does not suspend again). */
function modalFor(id: HostModalId): LazyModal {
  let modal = modals.get(id);
  if (!modal) {
    modal = lazy(async () => ({ default: await (await loadRegistry()).loadModal(id) }));
    modals.set(id, modal);
  }
  return modal;
}

/** Holds which header/sidebar modal is open and renders it (one at a time). */
export function ModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ Modal: LazyModal; title: string } | null>(null);
  const openModal = useCallback<OpenModal>(
    (id, title = '') => setOpen({ Modal: modalFor(id), title }),
    [],
  );
  const close = useCallback(() => setOpen(null), []);
  const client = useQueryClient();
  useEffect(() => {
    // The modal table is fetched once the page has settled, so a first press opens at once.
    return whenPageSettled(client, () => void loadRegistry());
  }, [client]);
  return (
    <OpenModalContext.Provider value={openModal}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <open.Modal onClose={close} title={open.title} />
        </Suspense>
      )}
    </OpenModalContext.Provider>
  );
}
