/**
 * The role table of every capability. Spec: §6 of 01, 02 and 03. Entries marked "ours" are
 * capabilities the spec does not assign; the choice is documented on the entry.
 * Status-dependent rules are in actions.ts.
 */
import {
  AGENT_ROLES,
  DEA_ROLES,
  EVERYONE,
  INSPECTOR_ROLES,
  STAFF_ROLES,
  TOP_ROLES,
} from './roleGroups.ts';
import { hasAnyRole, type Role } from './roles.ts';

/** Every capability id with the roles allowed. */
export const PERMISSIONS = {
  // ---------------- 01 §6 ----------------
  /** 01 §6 "Create agent". */
  createAgent: [...INSPECTOR_ROLES, 'head_national_academy', 'office_manager', ...TOP_ROLES],
  /** 01 §6 "File agent report": junior/agent CID and DEA, heads, top. */
  fileRaport: [...AGENT_ROLES, 'head_cid', 'head_dea', ...TOP_ROLES],
  /** 01 §6 "Start/end investigation". */
  manageInvestigation: ['head_cid', 'head_dea', ...TOP_ROLES],
  /** 01 §6 "IB investigation start/end". */
  manageIbInvestigation: ['head_intelligence', ...TOP_ROLES],
  /** 01 §6 "IB report creation". */
  createIbReport: ['secret_intelligence_agent', 'head_intelligence', ...TOP_ROLES],
  /** 01 §6 "See IB" (the IB sidebar group). */
  seeIb: ['secret_intelligence_agent', 'head_intelligence', ...TOP_ROLES],
  /** IB dossier creation — not assigned by the spec; ours: the "See IB" roles (01 §6). */
  createDossier: ['secret_intelligence_agent', 'head_intelligence', ...TOP_ROLES],
  /** 01 §6 "Press articles; delete news". */
  pressArticles: ['press_secretary', ...TOP_ROLES],
  /** 01 §6 "Press articles; delete news" (01 §2 news modal Delete button). */
  deleteNews: ['press_secretary', ...TOP_ROLES],
  /** 01 §6 "MW create/edit": general_counsel and junior/agent CID/DEA (status rules in mwActions). */
  mwCreate: ['general_counsel', ...AGENT_ROLES],
  /** 01 §6 "MW create/edit" (edit part; status rules in mwActions). */
  mwEdit: ['general_counsel', ...AGENT_ROLES],
  /** 01 §6 "MW rework/approve". */
  mwReview: ['head_cid', 'head_national_academy', ...TOP_ROLES],
  /** 01 §6 "MW warrant: general_counsel (and listed roles)" — listed = the rework/approve roles. */
  mwWarrant: ['general_counsel', 'head_cid', 'head_national_academy', ...TOP_ROLES],
  /** 01 §6 "MW arrest: any non-user when ORDER_ASSIGNED". */
  mwArrest: STAFF_ROLES,
  /** 01 §6 "MW open rows; raports open: any non-user". */
  mwOpen: STAFF_ROLES,
  /** 01 §6 "MW open rows; raports open: any non-user". */
  raportOpen: STAFF_ROLES,
  /** 01 §6 "Raport edit". */
  raportEdit: [...AGENT_ROLES, ...TOP_ROLES],
  /** 01 §6 "Raport rework/approve". */
  raportReview: ['head_cid', 'head_dea', ...TOP_ROLES],
  /** 01 §6 "Dossier open". */
  dossierOpen: ['secret_intelligence_agent', 'head_intelligence', ...TOP_ROLES],
  /** 01 §6 "Dossier send back/approve". */
  dossierReview: ['head_intelligence', ...TOP_ROLES],
  /** 01 §6 "Dossier edit: secret_intelligence_agent who is not a head" (see canEditDossier). */
  dossierEdit: ['secret_intelligence_agent'],
  /** 01 §6 "Dossier director comment: director only". */
  dossierDirectorComment: ['director'],
  /** 01 §6 "IB report approve". */
  ibReportApprove: ['head_intelligence', ...TOP_ROLES],
  /** 01 §6 "IB report … edit: secret_intelligence_agent". */
  ibReportEdit: ['secret_intelligence_agent'],
  /** 01 §6 "Closed investigations open: any non-user". */
  closedInvestigationsOpen: STAFF_ROLES,
  /** 01 §6 "Editing roles inside agent edit: director only". */
  editAgentRoles: ['director'],

  // ---------------- 02 §6 ----------------
  /** 02 §6 "Open act rows". */
  openActRows: [
    'professional_standards_inspector',
    'head_dea',
    'head_cid',
    'national_security_inspector',
    'office_manager',
    'hr_inspector',
    ...TOP_ROLES,
  ],
  /** 02 §6 "Change act status (decide)" (status rule in actActions). */
  decideAct: [...TOP_ROLES, 'professional_standards_inspector'],
  /** 02 §6 "Execute or delete acts: the same roles that may open rows" (status rule in actActions). */
  executeAct: [
    'professional_standards_inspector',
    'head_dea',
    'head_cid',
    'national_security_inspector',
    'office_manager',
    'hr_inspector',
    ...TOP_ROLES,
  ],
  /** Filing an offence act — not assigned by 02 §6; ours: any staff member. */
  fileAct: STAFF_ROLES,
  /** 02 §6 "File a tribunal act". */
  fileTribunalAct: ['professional_standards_inspector', ...TOP_ROLES],
  /** 02 §6 "Add a punishment". */
  addPunishment: ['head_dea', 'head_cid', ...INSPECTOR_ROLES, ...TOP_ROLES],
  /** 02 §6 "Edit or delete punishments in the registry". */
  editPunishmentRegistry: ['professional_standards_inspector', ...TOP_ROLES],
  /** 02 §6 "Open or delete blacklist rows". */
  manageBlacklist: [...TOP_ROLES, 'professional_standards_inspector'],
  /** Adding a blacklist entry — not assigned by 02 §6; ours: the blacklist managers. */
  addBlacklist: [...TOP_ROLES, 'professional_standards_inspector'],
  /** Warrant request — not assigned; ours: everyone (02 §5: author typed when no nick is known). */
  requestOrder: EVERYONE,
  /** 02 §6 "Approve or decline non-approved orders". */
  decideOrder: ['general_counsel', ...TOP_ROLES],
  /** 02 §6 "Open approved order report: anyone". */
  openApprovedOrder: EVERYONE,
  /** 02 §6 "Office access rows and actions". */
  officeActions: ['head_internal_security_department', ...TOP_ROLES],
  /** Office access request — not assigned; ours: everyone (visitors request passes, 02 §2.6 form). */
  requestOffice: EVERYONE,
  /** 02 §6 "Decide on inactivity and remove approved inactivity". */
  decideInactivity: ['hr_inspector', ...TOP_ROLES],
  /** 02 §6 "Open the order of an approved inactivity: any other user" (HR roles via their modal). */
  openInactivityOrder: STAFF_ROLES,
  /** Inactivity request — not assigned; ours: any staff member. */
  requestInactivity: STAFF_ROLES,
  /** 02 §6 "File a national security report". */
  fileNationalSecurity: ['national_security_advisor', 'national_security_inspector', ...TOP_ROLES],
  /** 02 §6 "Open national security rows: advisor, inspector, deputy_director, director". */
  openNationalSecurity: ['national_security_advisor', 'national_security_inspector', ...TOP_ROLES],
  /** 02 §6 "Change national security status". */
  decideNationalSecurity: ['national_security_inspector', ...TOP_ROLES],
  /** 02 §6 "Edit a national security report: a pure advisor" (see isPureNationalSecurityAdvisor). */
  editNationalSecurity: ['national_security_advisor'],
  /** 02 §6 "Activate or deactivate protocols". */
  protocols: [
    'head_dea',
    'head_cid',
    ...INSPECTOR_ROLES,
    'head_internal_security_department',
    ...TOP_ROLES,
  ],
  /** 02 §6 "Delete a staff audit entry". */
  deleteAudit: ['hr_inspector', ...TOP_ROLES],
  /** 02 §6 "Profile and achievements: any user with a role other than user". */
  profile: STAFF_ROLES,
  /**
   * 02 §2.11 /hr-profile and 01 §6 HR dropdown: hr_inspector, top, auditor on some table; which
   * tables is recordAccess.ts's canAccessHrProfile.
   */
  hrProfile: ['hr_inspector', 'auditor', ...TOP_ROLES],

  // ---------------- 03 §6 ----------------
  /** 03 §6 "Academy templates: open and edit: director only". */
  academyTemplates: ['director'],
  /** Creating an academy template — not assigned; ours: as open/edit, director only. */
  createAcademyTemplate: ['director'],
  /** 03 §6 "Academy exams and dates: edit". */
  academyExamsEdit: ['head_national_academy', ...TOP_ROLES],
  /** Creating a test — not assigned (03 §6 "not shown"); ours: the exam editors. */
  createTest: ['head_national_academy', ...TOP_ROLES],
  /** Marking an agent test passed/failed — 03 §6 "not shown"; ours: the exam editors. */
  reviewAgentTests: ['head_national_academy', ...TOP_ROLES],
  /** 03 §6 "Laboratory detail and actions". */
  laboratoryActions: [
    'criminalist',
    'head_scientific_technical_department',
    ...INSPECTOR_ROLES,
    ...TOP_ROLES,
  ],
  /** Laboratory request — not assigned; ours: everyone (03 §2: other factions file requests). */
  requestLaboratory: EVERYONE,
  /** 03 §6 "Laboratory report when DONE: anyone". */
  openDoneLaboratory: EVERYONE,
  /** 03 §6 "Suspects database (/db): any holder of a role other than user". */
  suspectsDb: STAFF_ROLES,
  /** First-arrest record — not assigned; ours: any staff member (the /db group holds the form). */
  createSuspect: STAFF_ROLES,
  /** 03 §6 "DEA home check: open rows". */
  deaHomeOpen: [
    'junior_agent_dea',
    'agent_dea',
    'professional_standards_inspector',
    'head_dea',
    'national_security_inspector',
    'hr_inspector',
    ...TOP_ROLES,
  ],
  /** 03 §6 "DEA home check: cancel, allow, delete". */
  deaHomeDecide: ['head_dea', ...INSPECTOR_ROLES, ...TOP_ROLES],
  /** 03 §6 "DEA home check request menu". */
  deaHomeRequest: ['junior_agent_dea', 'agent_dea', 'head_dea', ...INSPECTOR_ROLES, ...TOP_ROLES],
  /** 03 §6 "DEA check schedule: edit". */
  deaCheckEdit: ['head_dea', ...INSPECTOR_ROLES, ...TOP_ROLES],
  /** 03 §6 "DEA reports: open rows: DEA roles, inspectors, deputy_director, director". */
  deaReportsOpen: [...DEA_ROLES, ...INSPECTOR_ROLES, ...TOP_ROLES],
  /**
   * 03 §4 CHECKED 'Просмотрено' of a report 'На проверке у главы DEA': the head's check, ours to
   * place: head_dea and, as everywhere the head decides (03 §6 home checks), deputy and director.
   */
  deaReportCheck: ['head_dea', ...TOP_ROLES],
  /** Filing a DEA work report — not assigned; ours: DEA roles. */
  createDeaReport: DEA_ROLES,
} as const satisfies Record<string, readonly Role[]>;

/** A capability id. */
export type PermissionId = keyof typeof PERMISSIONS;

/** True when any of `roles` is allowed `permission` by {@link PERMISSIONS}. */
export function can(permission: PermissionId, roles: readonly Role[]): boolean {
  return hasAnyRole(roles, PERMISSIONS[permission]);
}
