/**
 * Every status transition of section 4 of the three documents: the call, the source status it
 * needs, a source status it refuses, a role allowed and a role refused (null where any staff
 * role may), and the status it leads to.
 */
import { EXPERTISE_KINDS } from '@fbi/domain';
import type { Store } from '../store/store.ts';
import type { ApiClient } from './harness.ts';
import { dossierBody, mwBody } from './contract/calls01.ts';
import { nickOf, type Outcome } from './contract/tools.ts';

export type Collection =
  | 'mostWanted'
  | 'raports'
  | 'ibReports'
  | 'dossiers'
  | 'acts'
  | 'orders'
  | 'office'
  | 'inactivity'
  | 'nationalSecurity'
  | 'labRequests'
  | 'suspects'
  | 'homeChecks'
  | 'academyTemplates'
  | 'exams';

/** A record with an id and a status, as the collections hold. */
export interface Stateful {
  id: number;
  status?: string;
  [key: string]: unknown;
}

/** One transition. */
export interface Transition {
  name: string;
  collection: Collection;
  /** The status field (exams keep it in testState). */
  field?: 'status' | 'testState';
  from: string;
  bad: string;
  to?: string;
  allowed: string;
  denied: string | null;
  /** Records the call may use (e.g. database lab requests only). */
  filter?: (r: Stateful) => boolean;
  /** Makes a record fit the call beyond its status (authorship, timestamps). */
  arrange?: (r: Stateful, store: Store, username: string) => void;
  invoke: (api: ApiClient, id: number) => Promise<Outcome>;
}

const link = 'https://imgur.com/a/t';
const raportBody = { description: 'Исправлено', cautions: ['1.1 УК'], proves: [link] };
const authoredBy = (r: Stateful, store: Store, username: string) => {
  r.author = nickOf(store, username);
};
const allowedNow = (r: Stateful, store: Store) => {
  if (r.status === 'CHECK_ALLOWED') r.allowedAt = new Date(store.now()).toISOString();
  if (r.status === 'EXPIRED')
    Object.assign(r, {
      status: 'CHECK_ALLOWED',
      allowedAt: new Date(store.now() - 72 * 3_600_000).toISOString(),
    });
};

export const TRANSITIONS: Transition[] = [
  // ---- 01 §4 MW report ----
  {
    name: 'MW edit',
    collection: 'mostWanted',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'ON_SENIOR_CHECK',
    allowed: 'general_counsel',
    denied: 'head_dea',
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/update', { params: { path: { id } }, body: mwBody }),
  },
  {
    name: 'MW rework',
    collection: 'mostWanted',
    from: 'ON_SENIOR_CHECK',
    bad: 'SUSPECT_CAUGHT',
    to: 'NEED_IMPROVE',
    allowed: 'head_cid',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/update/{comment}', {
        params: { path: { id, comment: 'Нужно фото' } },
      }),
  },
  {
    name: 'MW approve',
    collection: 'mostWanted',
    from: 'ON_SENIOR_CHECK',
    bad: 'CANCELED',
    to: 'APPROVED',
    allowed: 'director',
    denied: 'general_counsel',
    invoke: (api, id) => api.PUT('/api/v1/most-wanted/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'MW warrant',
    collection: 'mostWanted',
    from: 'APPROVED',
    bad: 'ON_SENIOR_CHECK',
    to: 'ORDER_ASSIGNED',
    allowed: 'general_counsel',
    denied: 'agent_cid',
    invoke: (api, id) => api.PUT('/api/v1/most-wanted/{id}/order', { params: { path: { id } } }),
  },
  {
    name: 'MW arrest',
    collection: 'mostWanted',
    from: 'ORDER_ASSIGNED',
    bad: 'CANCELED',
    to: 'SUSPECT_CAUGHT',
    allowed: 'junior_agent_dea',
    denied: null,
    invoke: (api, id) =>
      api.PUT('/api/v1/most-wanted/{id}/arrest', {
        params: { path: { id } },
        body: { isGuilty: false, region: 'Блейн', city: 'Сэнди-Шорс', proves: [link] },
      }),
  },
  // ---- 01 §4 agent report ----
  {
    name: 'raport rework',
    collection: 'raports',
    from: 'ON_HEAD_CHECK',
    bad: 'APPROVED',
    to: 'NEED_IMPROVE',
    allowed: 'head_cid',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/report/{id}/update/{comment}', {
        params: { path: { id, comment: 'Мало доказательств' } },
      }),
  },
  {
    name: 'raport approve',
    collection: 'raports',
    from: 'ON_HEAD_CHECK',
    bad: 'APPROVED',
    to: 'APPROVED',
    allowed: 'head_dea',
    denied: 'agent_dea',
    invoke: (api, id) => api.PUT('/api/v1/report/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'raport edit',
    collection: 'raports',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'ON_HEAD_CHECK',
    allowed: 'agent_cid',
    denied: 'head_cid',
    arrange: authoredBy,
    invoke: (api, id) =>
      api.PUT('/api/v1/report/{id}/update', { params: { path: { id } }, body: raportBody }),
  },
  // ---- 01 §4 IB report ----
  {
    name: 'IB report rework',
    collection: 'ibReports',
    from: 'ON_HEAD_CHECK',
    bad: 'APPROVED',
    to: 'NEED_IMPROVE',
    allowed: 'head_intelligence',
    denied: 'secret_intelligence_agent',
    invoke: (api, id) =>
      api.PUT('/api/v1/ib-report/{id}/update/{comment}', {
        params: { path: { id, comment: 'Уточнить' } },
      }),
  },
  {
    name: 'IB report approve',
    collection: 'ibReports',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'APPROVED',
    allowed: 'deputy_director',
    denied: 'secret_intelligence_agent',
    invoke: (api, id) => api.PUT('/api/v1/ib-report/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'IB report edit',
    collection: 'ibReports',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'ON_HEAD_CHECK',
    allowed: 'secret_intelligence_agent',
    denied: 'head_intelligence',
    arrange: authoredBy,
    invoke: (api, id) =>
      api.PUT('/api/v1/ib-report/{id}/update', {
        params: { path: { id } },
        body: { ...raportBody, cautions: ['2.2 ФП'] },
      }),
  },
  // ---- 01 §4 IB dossier ----
  {
    name: 'dossier approve',
    collection: 'dossiers',
    from: 'ON_HEAD_CHECK',
    bad: 'APPROVED',
    to: 'APPROVED',
    allowed: 'head_intelligence',
    denied: 'secret_intelligence_agent',
    invoke: (api, id) => api.PUT('/api/v1/intelligence/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'dossier send back',
    collection: 'dossiers',
    from: 'ON_HEAD_CHECK',
    bad: 'APPROVED',
    to: 'NEED_IMPROVE',
    allowed: 'director',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/update/{comment}', {
        params: { path: { id, comment: 'Нет связей' } },
      }),
  },
  {
    name: 'dossier edit',
    collection: 'dossiers',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'ON_HEAD_CHECK',
    allowed: 'secret_intelligence_agent',
    denied: 'director',
    arrange: authoredBy,
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/update', { params: { path: { id } }, body: dossierBody }),
  },
  {
    name: 'dossier director comment',
    collection: 'dossiers',
    from: 'APPROVED',
    bad: 'ON_HEAD_CHECK',
    to: 'APPROVED',
    allowed: 'director',
    denied: 'deputy_director',
    invoke: (api, id) =>
      api.PUT('/api/v1/intelligence/{id}/dir-comment/{comment}', {
        params: { path: { id, comment: 'Приоритет' } },
      }),
  },
  // ---- 02 §4 act ----
  {
    name: 'act consider',
    collection: 'acts',
    from: 'NEW',
    bad: 'AWAIT_IN_GAME',
    to: 'UNDER_CONSIDERATION',
    allowed: 'professional_standards_inspector',
    denied: 'head_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update', {
        params: { path: { id }, query: { status: 'UNDER_CONSIDERATION' } },
      }),
  },
  {
    name: 'act verdict',
    collection: 'acts',
    from: 'UNDER_CONSIDERATION',
    bad: 'DECLINED',
    to: 'AWAIT_IN_GAME',
    allowed: 'director',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/verdict', {
        params: { path: { id } },
        body: { verdict: 'Выговор', status: 'AWAIT_IN_GAME' },
      }),
  },
  {
    name: 'act executor decline',
    collection: 'acts',
    from: 'AWAIT_IN_GAME',
    bad: 'NEW',
    to: 'DECLINED',
    allowed: 'office_manager',
    denied: 'agent_dea',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/verdict', {
        params: { path: { id } },
        body: { verdict: 'Не явился', status: 'DECLINED' },
      }),
  },
  {
    name: 'act execute',
    collection: 'acts',
    from: 'AWAIT_IN_GAME',
    bad: 'NEW',
    to: 'EXECUTED',
    allowed: 'head_dea',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/act/{id}/update/expanded', {
        params: { path: { id } },
        body: { cautions: ['3.1 УК'], type: 'Выговор', punishmentProve: link },
      }),
  },
  {
    name: 'act delete',
    collection: 'acts',
    from: 'EXECUTED',
    bad: 'AWAIT_IN_GAME',
    allowed: 'hr_inspector',
    denied: 'agent_cid',
    invoke: (api, id) => api.DELETE('/api/v1/act/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 order ----
  {
    name: 'order approve',
    collection: 'orders',
    from: 'ON_CHECK',
    bad: 'DECLINED',
    to: 'APPROVED',
    allowed: 'general_counsel',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/order/{id}/approve', {
        params: { path: { id } },
        body: { operationType: 'Задержание' },
      }),
  },
  {
    name: 'order decline',
    collection: 'orders',
    from: 'ON_CHECK',
    bad: 'APPROVED',
    to: 'DECLINED',
    allowed: 'deputy_director',
    denied: 'head_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/order/{id}/decline', {
        params: { path: { id } },
        body: { comment: 'Поздно', operationType: 'Штурм' },
      }),
  },
  // ---- 02 §4 office ----
  {
    name: 'office approve',
    collection: 'office',
    from: 'ON_CHECK',
    bad: 'DECLINED',
    to: 'APPROVED',
    allowed: 'head_internal_security_department',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/approve', {
        params: { path: { id }, query: { level: 'Гостевой' } },
      }),
  },
  {
    name: 'office decline',
    collection: 'office',
    from: 'ON_CHECK',
    bad: 'APPROVED',
    to: 'DECLINED',
    allowed: 'director',
    denied: 'hr_inspector',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/decline', {
        params: { path: { id }, query: { comment: 'Нет' } },
      }),
  },
  {
    name: 'office change level',
    collection: 'office',
    from: 'APPROVED',
    bad: 'ON_CHECK',
    to: 'APPROVED',
    allowed: 'deputy_director',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/office/{id}/update', {
        params: { path: { id }, query: { level: 'Оперативный' } },
      }),
  },
  {
    name: 'office withdraw level',
    collection: 'office',
    from: 'APPROVED',
    bad: 'DECLINED',
    to: 'ON_CHECK',
    allowed: 'director',
    denied: 'agent_dea',
    invoke: (api, id) => api.PUT('/api/v1/office/{id}/level/delete', { params: { path: { id } } }),
  },
  {
    name: 'office delete',
    collection: 'office',
    from: 'APPROVED',
    bad: 'ON_CHECK',
    allowed: 'head_internal_security_department',
    denied: 'agent_dea',
    invoke: (api, id) => api.DELETE('/api/v1/office/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 inactivity ----
  {
    name: 'inactivity approve',
    collection: 'inactivity',
    from: 'ON_HR_CHECK',
    bad: 'DECLINED',
    to: 'APPROVED',
    allowed: 'hr_inspector',
    denied: 'agent_cid',
    invoke: (api, id) => api.PUT('/api/v1/inactive/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'inactivity decline',
    collection: 'inactivity',
    from: 'ON_HR_CHECK',
    bad: 'APPROVED',
    to: 'DECLINED',
    allowed: 'director',
    denied: 'head_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/inactive/{id}/decline', {
        params: { path: { id }, query: { comment: 'Нет замены' } },
      }),
  },
  {
    name: 'inactivity remove',
    collection: 'inactivity',
    from: 'APPROVED',
    bad: 'ON_HR_CHECK',
    allowed: 'hr_inspector',
    denied: 'agent_cid',
    invoke: (api, id) => api.DELETE('/api/v1/inactive/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 02 §4 national security ----
  {
    name: 'NS approve',
    collection: 'nationalSecurity',
    from: 'ON_INSPECTOR_CHECK',
    bad: 'APPROVED',
    to: 'APPROVED',
    allowed: 'national_security_inspector',
    denied: 'national_security_advisor',
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'NS rework',
    collection: 'nationalSecurity',
    from: 'ON_INSPECTOR_CHECK',
    bad: 'APPROVED',
    to: 'NEED_IMPROVE',
    allowed: 'national_security_inspector',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/update/{comment}', {
        params: { path: { id, comment: 'Подробнее' } },
      }),
  },
  {
    name: 'NS edit',
    collection: 'nationalSecurity',
    from: 'NEED_IMPROVE',
    bad: 'APPROVED',
    to: 'ON_INSPECTOR_CHECK',
    allowed: 'national_security_advisor',
    denied: 'national_security_inspector',
    arrange: authoredBy,
    invoke: (api, id) =>
      api.PUT('/api/v1/national-security/{id}/update', {
        params: { path: { id } },
        body: { faction: 'EMS', description: 'Исправлено', mark: 4 },
      }),
  },
  // ---- 03 §4 laboratory ----
  {
    name: 'lab take',
    collection: 'labRequests',
    from: 'ON_CHECK',
    bad: 'DONE',
    to: 'IN_PROGRESS',
    allowed: 'criminalist',
    denied: 'agent_cid',
    filter: (r) => r.isDb !== true,
    invoke: (api, id) => api.PUT('/api/v1/laboratory/{id}/approve', { params: { path: { id } } }),
  },
  {
    name: 'lab decline',
    collection: 'labRequests',
    from: 'IN_PROGRESS',
    bad: 'CANCELED',
    to: 'CANCELED',
    allowed: 'hr_inspector',
    denied: 'agent_cid',
    invoke: (api, id) =>
      api.PUT('/api/v1/laboratory/{id}/decline', {
        params: { path: { id } },
        body: { comment: 'Нет объектов' },
      }),
  },
  {
    name: 'lab execute',
    collection: 'labRequests',
    from: 'IN_PROGRESS',
    bad: 'ON_CHECK',
    to: 'DONE',
    allowed: 'criminalist',
    denied: 'agent_cid',
    filter: (r) => Array.isArray(r.expertise) && r.expertise.length === 1,
    invoke: (api, id) =>
      api.PUT('/api/v1/laboratory/{id}/execute', {
        params: { path: { id } },
        body: { answers: [{ name: EXPERTISE_KINDS[0], text: 'Вывод', link, methods: 'Анализ' }] },
      }),
  },
  {
    name: 'lab approve (database)',
    collection: 'labRequests',
    from: 'ON_CHECK',
    bad: 'DONE',
    to: 'DONE',
    allowed: 'director',
    denied: 'agent_dea',
    filter: (r) => r.isDb === true,
    invoke: (api, id) =>
      api.PUT('/api/v1/laboratory/{id}/execute-auto', { params: { path: { id } } }),
  },
  // ---- 03 §4 suspect ----
  {
    name: 'second arrest',
    collection: 'suspects',
    from: 'FIRST',
    bad: 'ON_LAB',
    to: 'RECIDIVE',
    allowed: 'agent_cid',
    denied: null,
    invoke: (api, id) =>
      api.PUT('/api/v1/suspect/{id}/second-arrest', {
        params: { path: { id } },
        body: { arrest: link },
      }),
  },
  {
    name: 'third arrest',
    collection: 'suspects',
    from: 'RECIDIVE',
    bad: 'DECLINED',
    to: 'RECIDIVE',
    allowed: 'national_academy_trainee',
    denied: null,
    arrange: (r) => void (r.thirdArrestProve = null),
    invoke: (api, id) =>
      api.PUT('/api/v1/suspect/{id}/third-arrest', {
        params: { path: { id } },
        body: { arrest: link },
      }),
  },
  // ---- 03 §4 DEA home check ----
  {
    name: 'home check cancel',
    collection: 'homeChecks',
    from: 'ON_HEAD_CHECK',
    bad: 'SUCCESS',
    to: 'CANCELED',
    allowed: 'head_dea',
    denied: 'agent_dea',
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/update-status-comment', {
        params: { path: { id }, query: { status: 'CANCELED', comment: 'Нет' } },
      }),
  },
  {
    name: 'home check allow',
    collection: 'homeChecks',
    from: 'ON_HEAD_CHECK',
    bad: 'CANCELED',
    to: 'CHECK_ALLOWED',
    allowed: 'professional_standards_inspector',
    denied: 'agent_dea',
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/update-status', {
        params: { path: { id }, query: { status: 'CHECK_ALLOWED' } },
      }),
  },
  {
    name: 'home check conduct',
    collection: 'homeChecks',
    from: 'CHECK_ALLOWED',
    bad: 'EXPIRED',
    to: 'SUCCESS',
    allowed: 'agent_dea',
    denied: 'agent_cid',
    arrange: allowedNow,
    invoke: (api, id) =>
      api.PUT('/api/v1/dea-home-check/{id}/execute', {
        params: { path: { id } },
        body: { proves: [link] },
      }),
  },
  {
    name: 'home check delete',
    collection: 'homeChecks',
    from: 'CHECK_ALLOWED',
    bad: 'SUCCESS',
    allowed: 'head_dea',
    denied: 'junior_agent_dea',
    arrange: allowedNow,
    invoke: (api, id) =>
      api.DELETE('/api/v1/dea-home-check/{id}/delete', { params: { path: { id } } }),
  },
  // ---- 03 §4 academy ----
  {
    name: 'template edit',
    collection: 'academyTemplates',
    from: 'INACTIVE',
    bad: 'ACTIVE',
    to: 'INACTIVE',
    allowed: 'director',
    denied: 'head_national_academy',
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
    collection: 'academyTemplates',
    from: 'INACTIVE',
    bad: 'ACTIVE',
    to: 'ACTIVE',
    allowed: 'director',
    denied: 'deputy_director',
    invoke: (api, id) =>
      api.PUT('/api/v1/academy-template/{id}/activate', { params: { path: { id } } }),
  },
  {
    name: 'exam test reopen',
    collection: 'exams',
    field: 'testState',
    from: 'CLOSED',
    bad: 'OPENED',
    to: 'OPENED',
    allowed: 'head_national_academy',
    denied: 'agent_cid',
    filter: (r) => r.conditionType === 'TEST',
    invoke: (api, id) => api.PUT('/api/v1/tests/{id}/status', { params: { path: { id } } }),
  },
  {
    name: 'exam test mark',
    collection: 'exams',
    field: 'testState',
    from: 'CLOSED',
    bad: 'OPENED',
    to: 'CLOSED',
    allowed: 'director',
    denied: 'agent_cid',
    filter: (r) => r.conditionType === 'TEST',
    invoke: (api, id) =>
      api.PUT('/api/v1/academy-exam/{examId}/update-test', {
        params: { path: { examId: id }, query: { value: 'Не Сдал' } },
      }),
  },
];
