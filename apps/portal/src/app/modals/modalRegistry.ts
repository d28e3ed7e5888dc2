import type { ModalId } from '@fbi/domain';
import type { ComponentType } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';

type Load = () => Promise<{ default: ComponentType<HostModalProps> }>;

/** The header and sidebar modals, each in its own chunk (01 §2 "Modal dialogs …"). */
const loaders: Partial<Record<ModalId, Load>> = {
  inactivity: () => import('../../features/inactivity/InactivityRequestModal.tsx'),
  securityReport: () => import('../../features/nationalSecurity/NationalSecurityCreateModal.tsx'),
  protocolActivate: () => import('../../features/protocols/ProtocolActivateModal.tsx'),
  protocolDeactivate: () => import('../../features/protocols/ProtocolDeactivateModal.tsx'),
  academyTemplate: () => import('../../features/academy/TemplateCreateModal.tsx'),
  testCreation: () => import('../../features/tests/TestCreateModal.tsx'),
  login: () => import('../../features/auth/LoginModal.tsx'),
  userInfo: () => import('../../features/auth/UserInfoModal.tsx'),
  createAgent: () => import('../../features/team/CreateAgentModal.tsx'),
  pressArticle: () => import('../../features/home/PressArticleModal.tsx'),
  punishment: () => import('../../features/punishments/PunishmentCreateModal.tsx'),
  mwReport: () => import('../../features/mostWanted/MostWantedCreateModal.tsx'),
  ibDossier: () => import('../../features/intelligence/DossierCreateModal.tsx'),
  act: () => import('../../features/acts/ActCreateModal.tsx'),
  tribunalAct: () => import('../../features/acts/TribunalActModal.tsx'),
  blacklist: () => import('../../features/blacklist/BlacklistAddModal.tsx'),
  warrantRules: () => import('../../features/orders/WarrantModal.tsx'),
  officeRequest: () => import('../../features/office/OfficeRequestModal.tsx'),
  labRequest: () => import('../../features/laboratory/LabRequestModal.tsx'),
  firstArrest: () => import('../../features/suspects/FirstArrestModal.tsx'),
  deaHomeRequest: () => import('../../features/dea/HomeCheckRequestModal.tsx'),
  deaReport: () => import('../../features/dea/DeaReportCreateModal.tsx'),
  raport: () => import('../../features/raports/AgentRaportFileModal.tsx'),
  ibRaport: () => import('../../features/raports/IbRaportFileModal.tsx'),
  startInvestigation: () =>
    import('../../features/investigations/AgentStartInvestigationModal.tsx'),
  startIbInvestigation: () => import('../../features/investigations/IbStartInvestigationModal.tsx'),
  endInvestigation: () => import('../../features/investigations/AgentEndInvestigationModal.tsx'),
  endIbInvestigation: () => import('../../features/investigations/IbEndInvestigationModal.tsx'),
};

const underConstruction: Load = () =>
  import('../../features/underConstruction/UnderConstructionModal.tsx');

/**
 * Loads the modal of `id` (its chunk), or the "раздел в разработке" modal for an id no screen
 * builds. This table is a chunk of its own, fetched when the shell is idle or at the first
 * opening, so the initial JS does not carry every modal's import (README "Budgets").
 */
export async function loadModal(id: ModalId): Promise<ComponentType<HostModalProps>> {
  return (await (loaders[id] ?? underConstruction)()).default;
}
