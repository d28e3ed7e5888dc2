import type { ModalId } from '@fbi/domain';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';

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

/** The modals built so far, each in its own chunk; the rest say "раздел в разработке". */
const registry: Partial<Record<HostModalId, LazyModal>> = {
  inactivity: lazy(() => import('../../features/inactivity/InactivityRequestModal.tsx')),
  securityReport: lazy(
    () => import('../../features/nationalSecurity/NationalSecurityCreateModal.tsx'),
  ),
  protocolActivate: lazy(() => import('../../features/protocols/ProtocolActivateModal.tsx')),
  protocolDeactivate: lazy(() => import('../../features/protocols/ProtocolDeactivateModal.tsx')),
  academyTemplate: lazy(() => import('../../features/academy/TemplateCreateModal.tsx')),
  testCreation: lazy(() => import('../../features/tests/TestCreateModal.tsx')),
  login: lazy(() => import('../../features/auth/LoginModal.tsx')),
  userInfo: lazy(() => import('../../features/auth/UserInfoModal.tsx')),
  createAgent: lazy(() => import('../../features/team/CreateAgentModal.tsx')),
  pressArticle: lazy(() => import('../../features/home/PressArticleModal.tsx')),
  punishment: lazy(() => import('../../features/punishments/PunishmentCreateModal.tsx')),
  mwReport: lazy(() => import('../../features/mostWanted/MostWantedCreateModal.tsx')),
  ibDossier: lazy(() => import('../../features/intelligence/DossierCreateModal.tsx')),
  act: lazy(() => import('../../features/acts/ActCreateModal.tsx')),
  tribunalAct: lazy(() => import('../../features/acts/TribunalActModal.tsx')),
  blacklist: lazy(() => import('../../features/blacklist/BlacklistAddModal.tsx')),
  warrantRules: lazy(() => import('../../features/orders/WarrantModal.tsx')),
  officeRequest: lazy(() => import('../../features/office/OfficeRequestModal.tsx')),
  labRequest: lazy(() => import('../../features/laboratory/LabRequestModal.tsx')),
  firstArrest: lazy(() => import('../../features/suspects/FirstArrestModal.tsx')),
  deaHomeRequest: lazy(() => import('../../features/dea/HomeCheckRequestModal.tsx')),
  deaReport: lazy(() => import('../../features/dea/DeaReportCreateModal.tsx')),
  raport: lazy(() => import('../../features/raports/AgentRaportFileModal.tsx')),
  ibRaport: lazy(() => import('../../features/raports/IbRaportFileModal.tsx')),
  startInvestigation: lazy(
    () => import('../../features/investigations/AgentStartInvestigationModal.tsx'),
  ),
  startIbInvestigation: lazy(
    () => import('../../features/investigations/IbStartInvestigationModal.tsx'),
  ),
  endInvestigation: lazy(
    () => import('../../features/investigations/AgentEndInvestigationModal.tsx'),
  ),
  endIbInvestigation: lazy(
    () => import('../../features/investigations/IbEndInvestigationModal.tsx'),
  ),
};

const UnderConstructionModal = lazy(
  () => import('../../features/underConstruction/UnderConstructionModal.tsx'),
);

/** Holds which header/sidebar modal is open and renders it (one at a time). */
export function ModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ id: HostModalId; title: string } | null>(null);
  const openModal = useCallback<OpenModal>((id, title = '') => setOpen({ id, title }), []);
  const close = useCallback(() => setOpen(null), []);
  const Component = useMemo(
    () => (open ? (registry[open.id] ?? UnderConstructionModal) : null),
    [open],
  );
  return (
    <OpenModalContext.Provider value={openModal}>
      {children}
      {Component && open && (
        <Suspense fallback={null}>
          <Component onClose={close} title={open.title} />
        </Suspense>
      )}
    </OpenModalContext.Provider>
  );
}
