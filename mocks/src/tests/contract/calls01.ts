/** Calls of document 01 (foundations and investigations), one per operationId. */
import { isPublicMostWanted } from '@fbi/domain';
import type { Schemas } from '../../store/types.ts';
import { first, fileForm, nickOf, type Outcome, type Tools } from './tools.ts';

/** A call of one operation that should succeed. */
export type Call = (t: Tools) => Promise<Outcome>;

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const raportBody = {
  description: 'Описание',
  cautions: ['12.3 УК'],
  proves: ['https://imgur.com/a/x'],
};
const ibBody = { description: 'Описание', cautions: ['5.1 АК'], proves: ['https://imgur.com/a/x'] };

/** An MW form that passes 01 §5. */
export const mwBody = {
  nick: 'Wanted_Person',
  birthDate: '1990-05-01',
  birthPlace: 'Лос-Сантос',
  sex: true,
  eyes: 'Карие',
  height: '180 см',
  weight: '80 кг',
  hair: 'Тёмные',
  race: 'Европеоидная',
  nation: 'Американец',
  activity: 'Грабежи',
  signs: 'Шрам',
  description: 'Опасен',
  photo: '/api/v1/files/1.png',
  mainViolation: 'Убийство',
  proves: ['https://imgur.com/a/x'],
  cautions: ['12.3 УК'],
};

/** An IB dossier form that passes 01 §5. */
export const dossierBody: Schemas['DossierInput'] = {
  nick: 'Secret_Target',
  birthDate: '1985-01-01',
  birthPlace: 'Лос-Сантос',
  sex: false,
  eyes: 'Серые',
  height: '170 см',
  weight: '60 кг',
  hair: 'Светлые',
  race: 'Европеоидная',
  nation: 'Американка',
  organization: 'Ballas',
  position: 'Казначей',
  description: 'Наблюдение',
  photo: '/api/v1/files/1.png',
  proves: ['https://imgur.com/a/x'],
  cautions: ['Связи с картелем'],
};

/** A dossier with only what 01 §5 requires: its answer leaves out the optional fields. */
const minimalDossierBody: Schemas['DossierInput'] = {
  nick: dossierBody.nick,
  race: dossierBody.race,
  nation: dossierBody.nation,
  organization: dossierBody.organization,
  position: dossierBody.position,
  description: dossierBody.description,
  photo: dossierBody.photo,
  proves: dossierBody.proves,
  cautions: dossierBody.cautions,
};

export const calls01: Record<string, Call> = {
  login: (t) =>
    t.anon.POST('/api/v1/auth/login', { body: { username: 'director', password: 'password' } }),
  refresh: async (t) => {
    const { data } = await t.anon.POST('/api/v1/auth/login', {
      body: { username: 'agent_cid', password: 'password' },
    });
    return t.anon.POST('/api/v1/auth/refresh', {
      body: { refreshToken: data?.refreshToken ?? '' },
    });
  },
  ask: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/ask', {
      body: { file: '' },
      bodySerializer: () => fileForm(new Uint8Array(8), 'audio/webm', 'voice.webm'),
      parseAs: 'arrayBuffer',
    }),
  getTeam: async (t) => (await t.as('director')).GET('/api/v1/team/all'),
  getTeamWithPhotos: (t) => t.anon.GET('/api/v1/team/all-photo'),
  addTeamMember: async (t) => {
    const used = new Set(t.store.data.members.map((m) => m.agentNo.replace(/^\D+/, '')));
    const agentNo = first(
      Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
      (n) => !used.has(n),
      'free agent number',
    );
    return (await t.as('director')).POST('/api/v1/team/add', {
      body: {
        nick: 'Contract_Agent',
        rang: 'Агент',
        direction: 'DEA',
        position: null,
        agentNo,
        vkLink: 'https://vk.com/contract',
      },
    });
  },
  updateTeamMember: async (t) => {
    const m = first(
      t.store.data.members,
      (x) => x.direction === 'CID' && x.rang === 'Агент',
      'CID agent',
    );
    return (await t.as('director')).PUT('/api/v1/team/{id}/update', {
      params: { path: { id: m.id } },
      body: {
        oldNick: m.nick,
        newNick: m.nick,
        rang: m.rang,
        agentNo: m.agentNo.replace(/^\D+/, ''),
        position: m.position,
        direction: m.direction,
        roles: m.roles,
        vkLink: m.vkLink,
      },
    });
  },
  deleteTeamMember: async (t) => {
    const demo = new Set(t.store.data.accounts.map((a) => a.memberId));
    const m = first(
      t.store.data.members,
      (x) => !demo.has(x.id) && x.direction === 'DEA',
      'non-demo DEA agent',
    );
    return (await t.as('director')).DELETE('/api/v1/team/delete', {
      params: { query: { nick: m.nick, reason: 'Уход' } },
    });
  },
  punishTeamMember: async (t) => {
    const m = first(t.store.data.members, (x) => x.direction === 'CID', 'CID member');
    return (await t.as('director')).PUT('/api/v1/team/{id}/punish', {
      params: { path: { id: m.id } },
      body: { type: 'warning', reason: 'Опоздание' },
    });
  },
  getTeamPunishments: async (t) =>
    (await t.as('director')).GET('/api/v1/team/punishments', { params: { query: {} } }),
  deleteTeamPunishment: async (t) => {
    const p = t.store.data.teamPunishments[0];
    return (await t.as('director')).DELETE('/api/v1/team/punishments/{id}/delete', {
      params: { path: { id: p?.id ?? 0 } },
    });
  },
  addAudit: async (t) => {
    const m = first(t.store.data.members, (x) => x.direction === 'CID', 'CID member');
    return (await t.as('director')).POST('/api/v1/audit/add', {
      body: { nick: m.nick, type: 'POSITION', position: 'Агент' },
    });
  },
  getNews: (t) => t.anon.GET('/api/v1/news/all'),
  addNews: async (t) =>
    (await t.as('press_secretary')).POST('/api/v1/news/add', {
      body: {
        header: 'Заголовок',
        subheader: 'Подзаголовок',
        text: 'Текст',
        photo: '/api/v1/files/1.png',
      },
    }),
  uploadNewsPhoto: async (t) =>
    (await t.as('press_secretary')).POST('/api/v1/news/{header}/photo', {
      params: { path: { header: 'Заголовок' } },
      body: { file: '' },
      bodySerializer: () => fileForm(PNG, 'image/png', 'photo.png'),
      parseAs: 'text',
    }),
  deleteNews: async (t) => {
    const n = t.store.data.news[0];
    return (await t.as('director')).DELETE('/api/v1/news/{id}/delete', {
      params: { path: { id: n?.id ?? 0 } },
    });
  },
  getMyPhoto: async (t) =>
    (await t.as('director')).GET('/api/v1/profile/my/photo', { parseAs: 'text' }),
  getFile: async (t) => {
    const api = await t.as('press_secretary');
    const { data } = await api.POST('/api/v1/news/{header}/photo', {
      params: { path: { header: 'Файл' } },
      body: { file: '' },
      bodySerializer: () => fileForm(PNG, 'image/png', 'photo.png'),
      parseAs: 'text',
    });
    const name = String(data).split('/').pop() ?? '';
    return t.anon.GET('/api/v1/files/{name}', {
      params: { path: { name } },
      parseAs: 'arrayBuffer',
    });
  },

  getOpenInvestigations: async (t) => (await t.as('agent_cid')).GET('/api/v1/investigation/opened'),
  getOpenIbInvestigations: async (t) =>
    (await t.as('head_intelligence')).GET('/api/v1/ib-investigation/opened'),
  addInvestigation: async (t) =>
    (await t.as('head_cid')).POST('/api/v1/investigation/add', {
      body: { faction: 'Ballas', isJoint: false },
    }),
  addIbInvestigation: async (t) =>
    (await t.as('head_intelligence')).POST('/api/v1/ib-investigation/add', {
      body: { faction: 'Yakuza' },
    }),
  closeInvestigation: async (t) => {
    const d = t.store.data;
    const r = first(
      d.raports,
      (x) =>
        x.status === 'APPROVED' &&
        !d.investigations.find((i) => i.id === x.investigationId)?.closedAt,
      'approved report of an open investigation',
    );
    return (await t.as('director')).POST('/api/v1/investigation/close', {
      body: { description: 'Мотив', selectedReports: [r.id] },
    });
  },
  closeIbInvestigation: async (t) => {
    const d = t.store.data;
    const r = first(
      d.ibReports,
      (x) =>
        x.status === 'APPROVED' &&
        !d.ibInvestigations.find((i) => i.id === x.investigationId)?.closedAt,
      'approved IB report of an open investigation',
    );
    return (await t.as('director')).POST('/api/v1/ib-investigation/close', {
      body: { description: 'Мотив', selectedReports: [r.id] },
    });
  },
  getClosedInvestigations: (t) => t.anon.GET('/api/v1/investigation/closed'),
  getClosedIbInvestigations: async (t) =>
    (await t.as('head_intelligence')).GET('/api/v1/ib-investigation/closed'),
  getInvestigationReport: async (t) => {
    const inv = first(
      t.store.data.investigations,
      (i) => i.closedAt !== null,
      'closed investigation',
    );
    return (await t.as('agent_cid')).GET('/api/v1/investigation/{id}/report', {
      params: { path: { id: inv.id } },
      parseAs: 'text',
    });
  },
  getIbInvestigationReport: async (t) => {
    const inv = first(
      t.store.data.ibInvestigations,
      (i) => i.closedAt !== null,
      'closed IB investigation',
    );
    return (await t.as('head_intelligence')).GET('/api/v1/ib-investigation/{id}/report', {
      params: { path: { id: inv.id } },
      parseAs: 'text',
    });
  },
  addRaport: async (t) => {
    const inv = first(
      t.store.data.investigations,
      (i) => !i.closedAt && i.direction === 'CID',
      'open CID investigation',
    );
    return (await t.as('agent_cid')).POST('/api/v1/report/{investigationId}/add', {
      params: { path: { investigationId: inv.id } },
      body: raportBody,
    });
  },
  addIbReport: async (t) => {
    const inv = first(t.store.data.ibInvestigations, (i) => !i.closedAt, 'open IB investigation');
    return (await t.as('secret_intelligence_agent')).POST('/api/v1/ib-report/{id}/add', {
      params: { path: { id: inv.id } },
      body: ibBody,
    });
  },
  getRaports: async (t) =>
    (await t.as('head_cid')).GET('/api/v1/report/all', {
      params: { query: { roles: ['head_cid'] } },
    }),
  getIbReports: async (t) => (await t.as('head_intelligence')).GET('/api/v1/ib-report/all'),
  getRaportReport: async (t) =>
    (await t.as('agent_dea')).GET('/api/v1/report/{id}/report', {
      params: { path: { id: t.store.data.raports[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
  getIbReportReport: async (t) =>
    (await t.as('secret_intelligence_agent')).GET('/api/v1/ib-report/{id}/report', {
      params: { path: { id: t.store.data.ibReports[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
  sendRaportBack: async (t) => {
    const r = first(t.store.data.raports, (x) => x.status === 'ON_HEAD_CHECK', 'raport on check');
    return (await t.as('head_cid')).PUT('/api/v1/report/{id}/update/{comment}', {
      params: { path: { id: r.id, comment: 'Доработать' } },
    });
  },
  sendIbReportBack: async (t) => {
    const r = first(
      t.store.data.ibReports,
      (x) => x.status === 'ON_HEAD_CHECK',
      'IB report on check',
    );
    return (await t.as('head_intelligence')).PUT('/api/v1/ib-report/{id}/update/{comment}', {
      params: { path: { id: r.id, comment: 'Доработать' } },
    });
  },
  updateRaport: async (t) => {
    const r = first(t.store.data.raports, (x) => x.status === 'NEED_IMPROVE', 'raport in rework');
    return (await t.as('director')).PUT('/api/v1/report/{id}/update', {
      params: { path: { id: r.id } },
      body: raportBody,
    });
  },
  updateIbReport: async (t) => {
    const nick = nickOf(t.store, 'secret_intelligence_agent');
    const r = first(
      t.store.data.ibReports,
      (x) => x.status === 'NEED_IMPROVE',
      'IB report in rework',
    );
    r.author = nick;
    return (await t.as('secret_intelligence_agent')).PUT('/api/v1/ib-report/{id}/update', {
      params: { path: { id: r.id } },
      body: ibBody,
    });
  },
  approveRaport: async (t) => {
    const r = first(t.store.data.raports, (x) => x.status === 'ON_HEAD_CHECK', 'raport on check');
    return (await t.as('head_dea')).PUT('/api/v1/report/{id}/approve', {
      params: { path: { id: r.id } },
    });
  },
  approveIbReport: async (t) => {
    const r = first(
      t.store.data.ibReports,
      (x) => x.status === 'ON_HEAD_CHECK',
      'IB report on check',
    );
    return (await t.as('director')).PUT('/api/v1/ib-report/{id}/approve', {
      params: { path: { id: r.id } },
    });
  },

  addMostWanted: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/most-wanted/add', { body: mwBody }),
  uploadMostWantedPhoto: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/most-wanted/{nick}/photo', {
      params: { path: { nick: 'Wanted_Person' } },
      body: { file: '' },
      bodySerializer: () => fileForm(PNG, 'image/png', 'photo.png'),
      parseAs: 'text',
    }),
  getMostWanted: async (t) => (await t.as('agent_cid')).GET('/api/v1/most-wanted/all'),
  getMostWantedPublic: (t) => t.anon.GET('/api/v1/most-wanted/all/public'),
  getMostWantedReport: async (t) =>
    (await t.as('press_secretary')).GET('/api/v1/most-wanted/{id}/report', {
      params: { path: { id: t.store.data.mostWanted[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
  getMostWantedSmallReport: (t) => {
    const r = first(t.store.data.mostWanted, (x) => isPublicMostWanted(x.status), 'wanted MW');
    return t.anon.GET('/api/v1/most-wanted/{id}/report/small', {
      params: { path: { id: r.id } },
      parseAs: 'text',
    });
  },
  updateMostWanted: async (t) => {
    const r = first(
      t.store.data.mostWanted,
      (x) => x.status === 'NEED_IMPROVE',
      'MW report in rework',
    );
    return (await t.as('general_counsel')).PUT('/api/v1/most-wanted/{id}/update', {
      params: { path: { id: r.id } },
      body: mwBody,
    });
  },
  sendMostWantedBack: async (t) => {
    const r = first(
      t.store.data.mostWanted,
      (x) => x.status === 'ON_SENIOR_CHECK',
      'MW report on check',
    );
    return (await t.as('head_cid')).PUT('/api/v1/most-wanted/{id}/update/{comment}', {
      params: { path: { id: r.id, comment: 'Нет фото' } },
    });
  },
  approveMostWanted: async (t) => {
    const r = first(
      t.store.data.mostWanted,
      (x) => x.status === 'ON_SENIOR_CHECK',
      'MW report on check',
    );
    return (await t.as('head_national_academy')).PUT('/api/v1/most-wanted/{id}/approve', {
      params: { path: { id: r.id } },
    });
  },
  orderMostWanted: async (t) => {
    const r = first(t.store.data.mostWanted, (x) => x.status === 'APPROVED', 'approved MW report');
    return (await t.as('general_counsel')).PUT('/api/v1/most-wanted/{id}/order', {
      params: { path: { id: r.id } },
    });
  },
  arrestMostWanted: async (t) => {
    const r = first(
      t.store.data.mostWanted,
      (x) => x.status === 'ORDER_ASSIGNED',
      'MW report with a warrant',
    );
    return (await t.as('agent_dea')).PUT('/api/v1/most-wanted/{id}/arrest', {
      params: { path: { id: r.id } },
      body: {
        isGuilty: true,
        region: 'Сан-Андреас',
        city: 'Лос-Сантос',
        proves: ['https://imgur.com/a/x'],
      },
    });
  },

  addDossier: async (t) =>
    (await t.as('secret_intelligence_agent')).POST('/api/v1/intelligence/add', {
      body: dossierBody,
    }),
  uploadDossierPhoto: async (t) =>
    (await t.as('head_intelligence')).POST('/api/v1/intelligence/{nick}/photo', {
      params: { path: { nick: 'Secret_Target' } },
      body: { file: '' },
      bodySerializer: () => fileForm(PNG, 'image/png', 'photo.png'),
      parseAs: 'text',
    }),
  getDossiers: async (t) =>
    (await t.as('secret_intelligence_agent')).GET('/api/v1/intelligence/all'),
  updateDossier: async (t) => {
    const d = first(t.store.data.dossiers, (x) => x.status === 'NEED_IMPROVE', 'dossier in rework');
    d.author = nickOf(t.store, 'secret_intelligence_agent');
    return (await t.as('secret_intelligence_agent')).PUT('/api/v1/intelligence/{id}/update', {
      params: { path: { id: d.id } },
      body: minimalDossierBody,
    });
  },
  approveDossier: async (t) => {
    const d = first(t.store.data.dossiers, (x) => x.status === 'ON_HEAD_CHECK', 'dossier on check');
    return (await t.as('head_intelligence')).PUT('/api/v1/intelligence/{id}/approve', {
      params: { path: { id: d.id } },
    });
  },
  sendDossierBack: async (t) => {
    const d = first(t.store.data.dossiers, (x) => x.status === 'ON_HEAD_CHECK', 'dossier on check');
    return (await t.as('deputy_director')).PUT('/api/v1/intelligence/{id}/update/{comment}', {
      params: { path: { id: d.id, comment: 'Уточнить' } },
    });
  },
  commentDossierAsDirector: async (t) => {
    const d = first(t.store.data.dossiers, (x) => x.status === 'APPROVED', 'approved dossier');
    return (await t.as('director')).PUT('/api/v1/intelligence/{id}/dir-comment/{comment}', {
      params: { path: { id: d.id, comment: 'Взять в работу' } },
    });
  },
  getDossierReport: async (t) =>
    (await t.as('secret_intelligence_agent')).GET('/api/v1/intelligence/{id}/report', {
      params: { path: { id: t.store.data.dossiers[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
};
