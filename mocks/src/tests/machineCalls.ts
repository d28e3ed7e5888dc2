/**
 * The calls of every status machine action (section 4 of 01–03) for the exhaustive walk: the
 * record collection, the portal rule that enables the button (from @fbi/domain's actions), the
 * status an accepted call leads to, and the call itself with a valid body.
 */
import {
  academyTemplateActions,
  actActions,
  deaHomeActions,
  dossierActions,
  examTestActions,
  EXPERTISE_KINDS,
  ibReportActions,
  inactivityActions,
  labActions,
  mwActions,
  nationalSecurityActions,
  officeActions,
  orderActions,
  raportActions,
  suspectActions,
  type RecordFacts,
  type Role,
  type StatusMachine,
} from '@fbi/domain';
import type { ApiClient } from './harness.ts';
import { dossierBody, mwBody } from './contract/calls01.ts';
import type { Outcome } from './contract/tools.ts';
import type { Collection, Stateful } from './transitions.ts';

/** One call of the walk. */
export interface MachineCall {
  name: string;
  /** The status table walked (every value of it). */
  machine: StatusMachine;
  collection: Collection;
  /** The status field (exams keep it in testState). */
  field?: 'status' | 'testState';
  /** Record facts walked besides the status (each a separate record). */
  facts?: readonly RecordFacts[];
  /** Records the call may be made on (e.g. TEST exam rows). */
  filter?: (r: Stateful) => boolean;
  /** The portal's rule: the button is enabled. */
  portal: (roles: readonly Role[], status: string, facts: RecordFacts) => boolean;
  /** The status after an accepted call; null when the record is deleted. */
  to: string | null;
  invoke: (api: ApiClient, id: number) => Promise<Outcome>;
}

const link = 'https://imgur.com/a/t';
const reportBody = { description: 'Исправлено', cautions: ['1.1 УК'], proves: [link] };

/** Every call of every machine with transitions. */
export const MACHINE_CALLS: MachineCall[] = [
  // ---- 01 §4 MW report ----
  {
    name: 'MW edit',
    machine: 'mw',
    collection: 'mostWanted',
    portal: (r, s) => mwActions(r, s).edit,
    to: 'ON_SENIOR_CHECK',
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/update', { params: { path: { id } }, body: mwBody }),
  },
  {
    name: 'MW rework',
    machine: 'mw',
    collection: 'mostWanted',
    portal: (r, s) => mwActions(r, s).rework,
    to: 'NEED_IMPROVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/update/{comment}', {
        params: { path: { id, comment: 'Нужно фото' } },
      }),
  },
  {
    name: 'MW approve',
    machine: 'mw',
    collection: 'mostWanted',
    portal: (r, s) => mwActions(r, s).approve,
    to: 'APPROVED',
    invoke: (api, id) => api.PUT('/api/v1/most-wanted/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'MW warrant',
    machine: 'mw',
    collection: 'mostWanted',
    portal: (r, s) => mwActions(r, s).warrant,
    to: 'ORDER_ASSIGNED',
    invoke: (api, id) => api.PUT('/api/v1/most-wanted/{id}/order', { params: { path: { id } } }),
  },
  {
    name: 'MW arrest',
    machine: 'mw',
    collection: 'mostWanted',
    portal: (r, s) => mwActions(r, s).arrest,
    to: 'SUSPECT_CAUGHT',
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/arrest', {
        params: { path: { id } },
        body: { isGuilty: true, region: 'Блейн', city: 'Сэнди-Шорс', proves: [link] },
      }),
  },
  // ---- 01 §4 agent report and IB report ----
  ...(['raport', 'ibReport'] as const).flatMap((machine): MachineCall[] => {
    const raport = machine === 'raport';
    const collection = machine === 'raport' ? 'raports' : 'ibReports';
    const rules = machine === 'raport' ? raportActions : ibReportActions;
    const body = machine === 'raport' ? reportBody : { ...reportBody, cautions: ['2.2 ФП'] };
    return [
      {
        name: `${machine} edit`,
        machine,
        collection,
        portal: (r, s) => rules(r, s).edit,
        to: 'ON_HEAD_CHECK',
        invoke: (api, id) =>
          raport
            ? api.PUT('/api/v1/report/{id}/update', { params: { path: { id } }, body })
            : api.PUT('/api/v1/ib-report/{id}/update', { params: { path: { id } }, body }),
      },
      {
        name: `${machine} rework`,
        machine,
        collection,
        portal: (r, s) => rules(r, s).rework,
        to: 'NEED_IMPROVE',
        invoke: (api, id) => {
          const params = { path: { id, comment: 'Мало доказательств' } };
          return raport
            ? api.PUT('/api/v1/report/{id}/update/{comment}', { params })
            : api.PUT('/api/v1/ib-report/{id}/update/{comment}', { params });
        },
      },
      {
        name: `${machine} approve`,
        machine,
        collection,
        portal: (r, s) => rules(r, s).approve,
        to: 'APPROVED',
        invoke: (api, id) =>
          raport
            ? api.PUT('/api/v1/report/{id}/approve', { params: { path: { id } } })
            : api.PUT('/api/v1/ib-report/{id}/approve', { params: { path: { id } } }),
      },
    ];
  }),
  // ---- 01 §4 IB dossier ----
  {
    name: 'dossier edit',
    machine: 'ibDossier',
    collection: 'dossiers',
    portal: (r, s) => dossierActions(r, s).edit,
    to: 'ON_HEAD_CHECK',
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/update', { params: { path: { id } }, body: dossierBody }),
  },
  {
    name: 'dossier rework',
    machine: 'ibDossier',
    collection: 'dossiers',
    portal: (r, s) => dossierActions(r, s).rework,
    to: 'NEED_IMPROVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/update/{comment}', {
        params: { path: { id, comment: 'Нет связей' } },
      }),
  },
  {
    name: 'dossier approve',
    machine: 'ibDossier',
    collection: 'dossiers',
    portal: (r, s) => dossierActions(r, s).approve,
    to: 'APPROVED',
    invoke: (api, id) => api.PUT('/api/v1/intelligence/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'dossier director comment',
    machine: 'ibDossier',
    collection: 'dossiers',
    portal: (r, s) => dossierActions(r, s).directorComment,
    to: 'APPROVED',
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/dir-comment/{comment}', {
        params: { path: { id, comment: 'Приоритет' } },
      }),
  },
  // ---- 02 §4 act ----
  {
    name: 'act consider',
    machine: 'act',
    collection: 'acts',
    portal: (r, s) => actActions(r, s).decide,
    to: 'UNDER_CONSIDERATION',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update', {
        params: { path: { id }, query: { status: 'UNDER_CONSIDERATION' } },
      }),
  },
  {
    name: 'act verdict AWAIT_IN_GAME',
    machine: 'act',
    collection: 'acts',
    portal: (r, s) => actActions(r, s).decide,
    to: 'AWAIT_IN_GAME',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/verdict', {
        params: { path: { id } },
        body: { verdict: 'Выговор', status: 'AWAIT_IN_GAME' },
      }),
  },
  {
    name: 'act verdict DECLINED',
    machine: 'act',
    collection: 'acts',
    // The decision maker's decline and the executor's are one call (02 §4).
    portal: (r, s) => actActions(r, s).decide || actActions(r, s).decline,
    to: 'DECLINED',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/verdict', {
        params: { path: { id } },
        body: { verdict: 'Не явился', status: 'DECLINED' },
      }),
  },
  {
    name: 'act execute',
    machine: 'act',
    collection: 'acts',
    portal: (r, s) => actActions(r, s).execute,
    to: 'EXECUTED',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/expanded', {
        params: { path: { id } },
        body: { cautions: ['3.1 УК'], type: 'Выговор', punishmentProve: link },
      }),
  },
  {
    name: 'act delete',
    machine: 'act',
    collection: 'acts',
    portal: (r, s) => actActions(r, s).delete,
    to: null,
    invoke: (api, id) => api.DELETE('/api/v1/act/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 order ----
  {
    name: 'order approve',
    machine: 'order',
    collection: 'orders',
    portal: (r, s) => orderActions(r, s).decide,
    to: 'APPROVED',
    invoke: (api, id) =>
      api.PUT('/api/v1/order/{id}/approve', {
        params: { path: { id } },
        body: { operationType: 'Задержание' },
      }),
  },
  {
    name: 'order decline',
    machine: 'order',
    collection: 'orders',
    portal: (r, s) => orderActions(r, s).decide,
    to: 'DECLINED',
    invoke: (api, id) =>
      api.PUT('/api/v1/order/{id}/decline', {
        params: { path: { id } },
        body: { comment: 'Поздно', operationType: 'Штурм' },
      }),
  },
  // ---- 02 §4 office ----
  {
    name: 'office decline',
    machine: 'office',
    collection: 'office',
    portal: (r, s) => officeActions(r, s).decline,
    to: 'DECLINED',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/decline', {
        params: { path: { id }, query: { comment: 'Нет' } },
      }),
  },
  {
    name: 'office issue level',
    machine: 'office',
    collection: 'office',
    portal: (r, s) => officeActions(r, s).issueLevel,
    to: 'APPROVED',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/approve', {
        params: { path: { id }, query: { level: 'Гостевой' } },
      }),
  },
  {
    name: 'office change level',
    machine: 'office',
    collection: 'office',
    portal: (r, s) => officeActions(r, s).changeLevel,
    to: 'APPROVED',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/update', {
        params: { path: { id }, query: { level: 'Оперативный' } },
      }),
  },
  {
    name: 'office withdraw level',
    machine: 'office',
    collection: 'office',
    portal: (r, s) => officeActions(r, s).withdrawLevel,
    to: 'ON_CHECK',
    invoke: (api, id) => api.PUT('/api/v1/office/{id}/level/delete', { params: { path: { id } } }),
  },
  {
    name: 'office delete',
    machine: 'office',
    collection: 'office',
    portal: (r, s) => officeActions(r, s).delete,
    to: null,
    invoke: (api, id) => api.DELETE('/api/v1/office/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 inactivity ----
  {
    name: 'inactivity approve',
    machine: 'inactivity',
    collection: 'inactivity',
    portal: (r, s) => inactivityActions(r, s).review,
    to: 'APPROVED',
    invoke: (api, id) => api.PUT('/api/v1/inactive/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'inactivity decline',
    machine: 'inactivity',
    collection: 'inactivity',
    portal: (r, s) => inactivityActions(r, s).review,
    to: 'DECLINED',
    invoke: (api, id) =>
      api.PUT('/api/v1/inactive/{id}/decline', {
        params: { path: { id }, query: { comment: 'Нет замены' } },
      }),
  },
  {
    name: 'inactivity remove',
    machine: 'inactivity',
    collection: 'inactivity',
    portal: (r, s) => inactivityActions(r, s).manageApproved,
    to: null,
    invoke: (api, id) => api.DELETE('/api/v1/inactive/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 national security ----
  {
    name: 'NS edit',
    machine: 'nationalSecurity',
    collection: 'nationalSecurity',
    portal: (r, s) => nationalSecurityActions(r, s).edit,
    to: 'ON_INSPECTOR_CHECK',
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/update', {
        params: { path: { id } },
        body: { faction: 'EMS', description: 'Исправлено', mark: 4 },
      }),
  },
  {
    name: 'NS rework',
    machine: 'nationalSecurity',
    collection: 'nationalSecurity',
    portal: (r, s) => nationalSecurityActions(r, s).rework,
    to: 'NEED_IMPROVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/update/{comment}', {
        params: { path: { id, comment: 'Подробнее' } },
      }),
  },
  {
    name: 'NS approve',
    machine: 'nationalSecurity',
    collection: 'nationalSecurity',
    portal: (r, s) => nationalSecurityActions(r, s).approve,
    to: 'APPROVED',
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/approve', { params: { path: { id } } }),
  },
  // ---- 03 §4 laboratory (each on a database request and on another one) ----
  ...(
    [
      ['lab take', 'take', 'IN_PROGRESS', 'approve'],
      ['lab approve (automatic)', 'approve', 'DONE', 'execute-auto'],
      ['lab finish', 'finish', 'DONE', 'execute'],
      ['lab decline', 'decline', 'CANCELED', 'decline'],
    ] as const
  ).map(([name, action, to, path]): MachineCall => ({
    name,
    machine: 'laboratory',
    collection: 'labRequests',
    facts: [{ isDb: true }, { isDb: false }],
    filter: (r) => Array.isArray(r.expertise) && r.expertise.length === 1,
    portal: (r, s, f) => labActions(r, s, f.isDb === true)[action],
    to,
    invoke: (api, id) =>
      path === 'execute'
        ? api.PUT('/api/v1/laboratory/{id}/execute', {
            params: { path: { id } },
            body: {
              answers: [{ name: EXPERTISE_KINDS[0], text: 'Вывод', link, methods: 'Анализ' }],
            },
          })
        : path === 'decline'
          ? api.PUT('/api/v1/laboratory/{id}/decline', {
              params: { path: { id } },
              body: { comment: 'Нет объектов' },
            })
          : path === 'approve'
            ? api.PUT('/api/v1/laboratory/{id}/approve', { params: { path: { id } } })
            : api.PUT('/api/v1/laboratory/{id}/execute-auto', { params: { path: { id } } }),
  })),
  // ---- 03 §4 suspect ----
  {
    name: 'second arrest',
    machine: 'suspect',
    collection: 'suspects',
    portal: (r, s) => suspectActions(s, null, r).secondArrest,
    to: 'RECIDIVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/suspect/{id}/second-arrest', {
        params: { path: { id } },
        body: { arrest: link },
      }),
  },
  {
    name: 'third arrest',
    machine: 'suspect',
    collection: 'suspects',
    facts: [{ thirdArrestProve: null }, { thirdArrestProve: link }],
    portal: (r, s, f) => suspectActions(s, null, r, f.thirdArrestProve ?? null).thirdArrest,
    to: 'RECIDIVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/suspect/{id}/third-arrest', {
        params: { path: { id } },
        body: { arrest: link },
      }),
  },
  // ---- 03 §4 DEA home check ----
  {
    name: 'home check cancel',
    machine: 'deaHomeCheck',
    collection: 'homeChecks',
    portal: (r, s) => deaHomeActions(r, s).cancel,
    to: 'CANCELED',
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/update-status-comment', {
        params: { path: { id }, query: { status: 'CANCELED', comment: 'Нет' } },
      }),
  },
  {
    name: 'home check allow',
    machine: 'deaHomeCheck',
    collection: 'homeChecks',
    portal: (r, s) => deaHomeActions(r, s).allow,
    to: 'CHECK_ALLOWED',
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/update-status', {
        params: { path: { id }, query: { status: 'CHECK_ALLOWED' } },
      }),
  },
  {
    name: 'home check conduct',
    machine: 'deaHomeCheck',
    collection: 'homeChecks',
    portal: (r, s) => deaHomeActions(r, s).conduct,
    to: 'SUCCESS',
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/execute', {
        params: { path: { id } },
        body: { proves: [link] },
      }),
  },
  {
    name: 'home check delete',
    machine: 'deaHomeCheck',
    collection: 'homeChecks',
    portal: (r, s) => deaHomeActions(r, s).delete,
    to: null,
    invoke: (api, id) =>
      api.DELETE('/api/v1/dea-home-check/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 03 §4 exam test state ----
  {
    name: 'exam test reopen',
    machine: 'examTestState',
    collection: 'exams',
    field: 'testState',
    filter: (r) => r.conditionType === 'TEST',
    portal: (r, s) => examTestActions(r, s).reopen,
    to: 'OPENED',
    invoke: (api, id) => api.PUT('/api/v1/tests/{id}/status', { params: { path: { id } } }),
  },
  {
    name: 'exam test mark',
    machine: 'examTestState',
    collection: 'exams',
    field: 'testState',
    filter: (r) => r.conditionType === 'TEST',
    portal: (r, s) => examTestActions(r, s).mark,
    to: 'CLOSED',
    invoke: (api, id) =>
      api.PUT('/api/v1/academy-exam/{examId}/update-test', {
        params: { path: { examId: id }, query: { value: 'Не Сдал' } },
      }),
  },
  // ---- 03 §4 academy template (last: activation remakes the exam rows) ----
  {
    name: 'template edit',
    machine: 'academyTemplate',
    collection: 'academyTemplates',
    portal: (r, s) => academyTemplateActions(r, s).edit,
    to: 'INACTIVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/academy-template/{id}/update', {
        params: { path: { id } },
        body: {
          name: 'Правка',
          conditions: [{ name: 'Бег', rang: 'TRAINEE', conditionType: 'LOGICAL' }],
        },
      }),
  },
  {
    name: 'template activate',
    machine: 'academyTemplate',
    collection: 'academyTemplates',
    portal: (r, s) => academyTemplateActions(r, s).activate,
    to: 'ACTIVE',
    invoke: (api, id) =>
      api.PUT('/api/v1/academy-template/{id}/activate', { params: { path: { id } } }),
  },
];
