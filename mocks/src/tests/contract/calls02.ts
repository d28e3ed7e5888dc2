/** Calls of document 02 (standards and administration), one per operationId. */
import type { Call } from './calls01.ts';
import type { Schemas } from '../../store/types.ts';
import { first, nickOf } from './tools.ts';

const inTwoDays = (t: Parameters<Call>[0]) =>
  new Date(t.store.now() + 48 * 3_600_000).toISOString();

export const calls02: Record<string, Call> = {
  addAct: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/act/add', {
      body: {
        nick: 'Bad_Guy',
        description: 'Нарушение',
        proves: ['https://imgur.com/a/x'],
        faction: 'LSPD',
      },
    }),
  addTribunalAct: async (t) =>
    (await t.as('professional_standards_inspector')).POST('/api/v1/act/add/tribunal', {
      body: {
        nick: 'Bad_Guy',
        verdict: 'Виновен',
        prove: 'https://imgur.com/a/x',
        faction: 'LSPD',
      },
    }),
  getActs: async (t) =>
    (await t.as('director')).GET('/api/v1/act/all', {
      params: { query: { page: 1, size: 10, dateFrom: '2026-01-01' } },
    }),
  updateActStatus: async (t) => {
    const a = first(t.store.data.acts, (x) => x.status === 'NEW', 'new act');
    return (await t.as('professional_standards_inspector')).PUT('/api/v1/act/{id}/update', {
      params: { path: { id: a.id }, query: { status: 'UNDER_CONSIDERATION' } },
    });
  },
  updateActVerdict: async (t) => {
    const a = first(
      t.store.data.acts,
      (x) => x.status === 'UNDER_CONSIDERATION',
      'act under consideration',
    );
    return (await t.as('deputy_director')).PUT('/api/v1/act/{id}/update/verdict', {
      params: { path: { id: a.id } },
      body: { verdict: 'Наказать', status: 'AWAIT_IN_GAME' },
    });
  },
  executeAct: async (t) => {
    const a = first(
      t.store.data.acts,
      (x) => x.status === 'AWAIT_IN_GAME',
      'act awaiting execution',
    );
    return (await t.as('head_cid')).PUT('/api/v1/act/{id}/update/expanded', {
      params: { path: { id: a.id } },
      body: {
        cautions: ['12.3 УК'],
        type: 'Понижение',
        rangCount: 2,
        punishmentProve: 'https://imgur.com/a/y',
      },
    });
  },
  deleteAct: async (t) => {
    const a = first(t.store.data.acts, (x) => x.status === 'EXECUTED', 'executed act');
    return (await t.as('office_manager')).DELETE('/api/v1/act/{id}/delete', {
      params: { path: { id: a.id } },
    });
  },
  addPunishment: async (t) =>
    (await t.as('hr_inspector')).POST('/api/v1/punishment/add', {
      body: {
        nick: 'Bad_Guy',
        faction: 'LSPD',
        cautions: ['12.3 УК'],
        type: 'Выговор',
        violationProves: ['https://imgur.com/a/x'],
        punishmentProve: 'https://imgur.com/a/y',
      },
    }),
  getPunishments: async (t) =>
    (await t.as('agent_dea')).GET('/api/v1/punishment/all', {
      params: { query: { type: 'Понижение', page: 0, size: 5 } },
    }),
  updatePunishmentType: async (t) =>
    (await t.as('professional_standards_inspector')).PUT('/api/v1/punishment/{id}/type/update', {
      params: {
        path: { id: t.store.data.punishments[0]?.id ?? 0 },
        query: { type: 'Понижение', rangCount: 1 },
      },
    }),
  deletePunishment: async (t) =>
    (await t.as('director')).DELETE('/api/v1/punishment/{id}/delete', {
      params: { path: { id: t.store.data.punishments[1]?.id ?? 0 } },
    }),
  addBlacklistEntry: async (t) =>
    (await t.as('professional_standards_inspector')).POST('/api/v1/blacklist/add', {
      body: { nick: 'Bad_Guy', reason: '12.3 УК', daysCount: 3 },
    }),
  getBlacklist: (t) => t.anon.GET('/api/v1/blacklist/all'),
  deleteBlacklistEntry: async (t) =>
    (await t.as('deputy_director')).DELETE('/api/v1/blacklist/{id}/delete', {
      params: { path: { id: t.store.data.blacklist[0]?.id ?? 0 } },
    }),
  addOrder: (t) =>
    t.anon.POST('/api/v1/order/add', {
      body: {
        author: 'Visitor_Person',
        description: 'Обыск',
        operationType: 'Обыск жилища',
        operationStartTime: inTwoDays(t),
        faction: 'LSPD',
        position: 'Детектив',
        rang: 'Сержант',
        investigation: null,
      },
    }),
  getOrders: (t) => t.anon.GET('/api/v1/order/all'),
  getOrderOperationTypes: (t) => t.anon.GET('/api/v1/order/all-type'),
  approveOrder: async (t) => {
    const o = first(t.store.data.orders, (x) => x.status === 'ON_CHECK', 'order on check');
    return (await t.as('general_counsel')).PUT('/api/v1/order/{id}/approve', {
      params: { path: { id: o.id } },
      body: { operationType: 'Обыск жилища' },
    });
  },
  declineOrder: async (t) => {
    const o = first(t.store.data.orders, (x) => x.status === 'ON_CHECK', 'order on check');
    return (await t.as('director')).PUT('/api/v1/order/{id}/decline', {
      params: { path: { id: o.id } },
      body: { comment: 'Нет оснований', operationType: 'Штурм' },
    });
  },
  getOrderReport: (t) => {
    const o = first(t.store.data.orders, (x) => x.status === 'APPROVED', 'approved order');
    return t.anon.GET('/api/v1/order/{id}/report', {
      params: { path: { id: o.id } },
      parseAs: 'text',
    });
  },
  addOfficeRequest: (t) =>
    t.anon.POST('/api/v1/office/add', {
      body: {
        author: 'Visitor_Person',
        faction: 'LSPD',
        rang: 'Сержант',
        position: 'Детектив',
        passport: 'https://imgur.com/a/p',
        description: 'Совместная операция',
      },
    }),
  getOfficeRequests: (t) => t.anon.GET('/api/v1/office/all'),
  approveOfficeRequest: async (t) => {
    const o = first(t.store.data.office, (x) => x.status === 'ON_CHECK', 'office request on check');
    return (await t.as('head_internal_security_department')).PUT('/api/v1/office/{id}/approve', {
      params: { path: { id: o.id }, query: { level: 'Служебный' } },
    });
  },
  declineOfficeRequest: async (t) => {
    const o = first(t.store.data.office, (x) => x.status === 'ON_CHECK', 'office request on check');
    return (await t.as('director')).PUT('/api/v1/office/{id}/decline', {
      params: { path: { id: o.id }, query: { comment: 'Нет оснований' } },
    });
  },
  updateOfficeLevel: async (t) => {
    const o = first(t.store.data.office, (x) => x.status === 'APPROVED', 'approved office request');
    return (await t.as('director')).PUT('/api/v1/office/{id}/update', {
      params: { path: { id: o.id }, query: { level: 'Секретный' } },
    });
  },
  deleteOfficeLevel: async (t) => {
    const o = first(t.store.data.office, (x) => x.status === 'APPROVED', 'approved office request');
    return (await t.as('director')).PUT('/api/v1/office/{id}/level/delete', {
      params: { path: { id: o.id } },
    });
  },
  deleteOfficeRequest: async (t) => {
    const o = first(t.store.data.office, (x) => x.status === 'APPROVED', 'approved office request');
    return (await t.as('director')).DELETE('/api/v1/office/{id}/delete', {
      params: { path: { id: o.id } },
    });
  },
  addInactivity: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/inactive/add', {
      body: { dueDate: '2026-12-31', reason: 'Отпуск' },
    }),
  getInactivities: async (t) => (await t.as('agent_cid')).GET('/api/v1/inactive/all'),
  approveInactivity: async (t) => {
    const i = first(
      t.store.data.inactivity,
      (x) => x.status === 'ON_HR_CHECK',
      'inactivity on check',
    );
    return (await t.as('hr_inspector')).PUT('/api/v1/inactive/{id}/approve', {
      params: { path: { id: i.id } },
    });
  },
  declineInactivity: async (t) => {
    const i = first(
      t.store.data.inactivity,
      (x) => x.status === 'ON_HR_CHECK',
      'inactivity on check',
    );
    return (await t.as('hr_inspector')).PUT('/api/v1/inactive/{id}/decline', {
      params: { path: { id: i.id }, query: { comment: 'Слишком долго' } },
      body: { comment: 'Слишком долго' },
    });
  },
  deleteInactivity: async (t) => {
    const i = first(t.store.data.inactivity, (x) => x.status === 'APPROVED', 'approved inactivity');
    return (await t.as('director')).DELETE('/api/v1/inactive/{id}/delete', {
      params: { path: { id: i.id } },
    });
  },
  getInactivityReport: async (t) => {
    const i = first(t.store.data.inactivity, (x) => x.status === 'APPROVED', 'approved inactivity');
    return (await t.as('agent_cid')).GET('/api/v1/inactive/{id}/report', {
      params: { path: { id: i.id } },
      parseAs: 'text',
    });
  },
  addNationalSecurityReport: async (t) =>
    (await t.as('national_security_advisor')).POST('/api/v1/national-security/add', {
      body: { faction: 'SANG', description: 'Оценка', mark: 7 },
    }),
  getNationalSecurityReports: (t) =>
    t.anon.GET('/api/v1/national-security/all', {
      params: { query: { faction: 'SANG', dateTo: '2030-01-01' } },
    }),
  updateNationalSecurityReport: async (t) => {
    const r = first(
      t.store.data.nationalSecurity,
      (x) => x.status === 'NEED_IMPROVE',
      'report in rework',
    );
    r.author = nickOf(t.store, 'national_security_advisor');
    return (await t.as('national_security_advisor')).PUT('/api/v1/national-security/{id}/update', {
      params: { path: { id: r.id } },
      body: { faction: 'SANG', description: 'Исправлено', mark: 8 },
    });
  },
  approveNationalSecurityReport: async (t) => {
    const r = first(
      t.store.data.nationalSecurity,
      (x) => x.status === 'ON_INSPECTOR_CHECK',
      'report on check',
    );
    return (await t.as('national_security_inspector')).PUT(
      '/api/v1/national-security/{id}/approve',
      { params: { path: { id: r.id } } },
    );
  },
  sendNationalSecurityReportBack: async (t) => {
    const r = first(
      t.store.data.nationalSecurity,
      (x) => x.status === 'ON_INSPECTOR_CHECK',
      'report on check',
    );
    return (await t.as('national_security_inspector')).PUT(
      '/api/v1/national-security/{id}/update/{comment}',
      {
        params: { path: { id: r.id, comment: 'Мало данных' } },
      },
    );
  },
  activateProtocol: async (t) =>
    (await t.as('head_cid')).POST('/api/v1/protocol/add', { params: { query: { type: 'ALPHA' } } }),
  getActiveProtocol: async (t) => {
    const api = await t.as('agent_cid');
    if (!t.store.data.protocols.some((p) => p.active))
      await (
        await t.as('head_cid')
      ).POST('/api/v1/protocol/add', {
        params: { query: { type: 'CHARLIE' } },
      });
    return api.GET('/api/v1/protocol/active');
  },
  deactivateProtocol: async (t) => {
    const api = await t.as('head_dea');
    if (!t.store.data.protocols.some((p) => p.active))
      await api.POST('/api/v1/protocol/add', { params: { query: { type: 'BRAVO' } } });
    return api.PUT('/api/v1/protocol/deactivate');
  },

  getMyProfile: async (t) => (await t.as('agent_cid')).GET('/api/v1/profile'),
  getProfileByNick: async (t) =>
    (await t.as('hr_inspector')).GET('/api/v1/profile/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_cid') } },
    }),
  updateMyPhoto: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/photo', {
      params: { query: { photo: '/avatars/03.svg' } },
    }),
  updatePhotoByNick: async (t) =>
    (await t.as('auditor')).PUT('/api/v1/profile/photo/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') }, query: { photo: '/avatars/04.svg' } },
    }),
  updateMyProfileMain: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/main', { body: profileMain }),
  updateProfileMainByNick: async (t) =>
    (await t.as('hr_inspector')).PUT('/api/v1/profile/main/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: profileMain,
    }),
  updateMyBiography: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/biography', { body: { biography: 'Родился' } }),
  updateBiographyByNick: async (t) =>
    (await t.as('director')).PUT('/api/v1/profile/biography/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: { biography: 'Родился' },
    }),
  updateMyEducation: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/education', { body: { education: 'Академия' } }),
  updateEducationByNick: async (t) =>
    (await t.as('director')).PUT('/api/v1/profile/education/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: { education: 'Академия' },
    }),
  updateMySkills: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/skills', { body: { skills: 'Стрельба' } }),
  updateSkillsByNick: async (t) =>
    (await t.as('director')).PUT('/api/v1/profile/skills/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: { skills: 'Стрельба' },
    }),
  updateMyQualities: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/qualities', {
      body: { qualities: 'Честность' },
    }),
  updateQualitiesByNick: async (t) =>
    (await t.as('director')).PUT('/api/v1/profile/qualities/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: { qualities: 'Честность' },
    }),
  updateMyServiceRecord: async (t) =>
    (await t.as('agent_cid')).PUT('/api/v1/profile/service-record', {
      body: { serviceRecord: 'LSPD' },
    }),
  updateServiceRecordByNick: async (t) =>
    (await t.as('director')).PUT('/api/v1/profile/service-record/nick/{nick}', {
      params: { path: { nick: nickOf(t.store, 'agent_dea') } },
      body: { serviceRecord: 'LSPD' },
    }),
  getAuditByNick: async (t) =>
    (await t.as('hr_inspector')).GET('/api/v1/audit/nick/{nick}', {
      params: { path: { nick: t.store.data.audits[0]?.nick ?? '' } },
    }),
  getAuditReport: (t) =>
    t.anon.GET('/api/v1/audit/{id}/report', {
      params: { path: { id: t.store.data.audits[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
  deleteAudit: async (t) =>
    (await t.as('hr_inspector')).DELETE('/api/v1/audit/{id}/delete', {
      params: { path: { id: t.store.data.audits[1]?.id ?? 0 } },
    }),
  getAchievements: async (t) => (await t.as('agent_cid')).GET('/api/v1/achievements/all'),
};

/** A main-information form that passes 02 §5. */
const profileMain: Schemas['ProfileMainInput'] = {
  fullName: 'Иван Петров',
  gender: 'Мужской',
  ethnicity: 'Европеец',
  birthDate: '1990-01-01',
  birthPlace: 'Лос-Сантос',
  citizenship: 'США',
  insurance: '123456789',
  residence: 'Вайнвуд',
  maritalStatus: 'Холост',
  phone: '5551234',
  position: null,
};
