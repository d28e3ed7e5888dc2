/** Calls of document 03 (academy, laboratory, suspects, DEA), one per operationId. */
import type { Call } from './calls01.ts';
import { first, nickOf } from './tools.ts';

const templateBody = (testId: number) => ({
  name: 'Программа контракта',
  conditions: [
    {
      name: 'Устав',
      rang: 'TRAINEE' as const,
      conditionType: 'TEST' as const,
      optionCategoryName: null,
      testId,
    },
    { name: 'Стрельба', rang: 'ATTENDANT' as const, conditionType: 'LOGICAL' as const },
    {
      name: 'Оценка',
      rang: 'JUNIOR_AGENT' as const,
      conditionType: 'OPTION' as const,
      optionCategoryName: 'Оценка',
    },
  ],
});

/** The duty trainee's OPENED test row (seeded for every demo account). */
const openRow = (t: Parameters<Call>[0]) => {
  const nick = nickOf(t.store, 'trainee_duty');
  return first(
    t.store.data.exams,
    (e) => e.nick === nick && e.conditionType === 'TEST' && e.testState === 'OPENED',
    'open test row',
  );
};

export const calls03: Record<string, Call> = {
  addAcademyTemplate: async (t) =>
    (await t.as('director')).POST('/api/v1/academy-template/add', {
      body: templateBody(t.store.data.tests[0]?.id ?? 0),
    }),
  updateAcademyTemplate: async (t) => {
    const tpl = first(
      t.store.data.academyTemplates,
      (x) => x.status === 'INACTIVE',
      'inactive template',
    );
    return (await t.as('director')).PUT('/api/v1/academy-template/{id}/update', {
      params: { path: { id: tpl.id } },
      body: templateBody(t.store.data.tests[1]?.id ?? 0),
    });
  },
  activateAcademyTemplate: async (t) => {
    // A seeded template: it has tests for every academy rank, so the test calls below find rows.
    const tpl = first(
      t.store.data.academyTemplates,
      (x) =>
        x.status === 'INACTIVE' &&
        x.conditions.some((c) => c.agentRank === 'ATTENDANT' && c.conditionType === 'TEST'),
      'inactive seeded template',
    );
    return (await t.as('director')).PUT('/api/v1/academy-template/{id}/activate', {
      params: { path: { id: tpl.id } },
    });
  },
  getAcademyTemplates: async (t) =>
    (await t.as('national_academy_trainee')).GET('/api/v1/academy-template/all'),
  getActiveAcademyTemplate: async (t) =>
    (await t.as('national_academy_trainee')).GET('/api/v1/academy-template/all/active'),
  getAcademyExams: async (t) =>
    (await t.as('national_academy_trainee')).GET('/api/v1/academy-exam/all'),
  updateAcademyExams: async (t) => {
    const e = first(t.store.data.exams, (x) => x.conditionType === 'LOGICAL', 'logical exam row');
    return (await t.as('head_national_academy')).PUT('/api/v1/academy-exam/update', {
      body: { [String(e.id)]: 'true' },
    });
  },
  markAcademyExamTest: async (t) => {
    // Activation above reopened every test; an agent (not the duty trainee) has handed one in.
    const duty = nickOf(t.store, 'trainee_duty');
    const e = first(
      t.store.data.exams,
      (x) => x.conditionType === 'TEST' && x.nick !== duty,
      'test row',
    );
    e.testState = 'CLOSED';
    return (await t.as('head_national_academy')).PUT('/api/v1/academy-exam/{examId}/update-test', {
      params: { path: { examId: e.id }, query: { value: 'Сдал' } },
    });
  },
  updatePromotionDate: async (t) =>
    (await t.as('deputy_director')).PUT('/api/v1/team/update-promotion-date', {
      body: { nick: nickOf(t.store, 'national_academy_trainee'), nextPromotionDate: '2026-12-24' },
    }),
  getTests: async (t) => (await t.as('director')).GET('/api/v1/tests/all'),
  addTest: async (t) =>
    (await t.as('head_national_academy')).POST('/api/v1/tests/add', {
      body: {
        title: 'Новый тест',
        questions: [
          {
            title: 'Сколько будет 2+2?',
            options: ['3', '4'],
            correctOptionIndex: 1,
            isFreeText: false,
          },
          { title: 'Опишите устав', options: [], correctOptionIndex: -1, isFreeText: true },
        ],
      },
    }),
  canStartTest: async (t) =>
    (await t.as('trainee_duty')).GET('/api/v1/tests/start', {
      params: { query: { conditionName: openRow(t).conditionName } },
    }),
  getTestToTake: async (t) =>
    (await t.as('trainee_duty')).GET('/api/v1/tests/process', {
      params: { query: { conditionName: openRow(t).conditionName } },
    }),
  submitTest: async (t) => {
    const row = openRow(t);
    const test = first(t.store.data.tests, (x) => x.id === row.testId, 'test of the row');
    return (await t.as('trainee_duty')).POST('/api/v1/tests/submit', {
      body: {
        testId: test.id,
        title: test.title,
        questions: test.questions.map((q) => ({
          id: q.id,
          title: q.title,
          options: q.options,
          ...(q.isFreeText ? { textAnswer: '  Ответ  ' } : { selectedIndex: 0 }),
        })),
      },
    });
  },
  reopenExamTest: async (t) => {
    const e = first(
      t.store.data.exams,
      (x) => x.conditionType === 'TEST' && x.testState === 'CLOSED',
      'closed test row',
    );
    return (await t.as('director')).PUT('/api/v1/tests/{id}/status', {
      params: { path: { id: e.id } },
    });
  },
  getTestTemplates: async (t) => (await t.as('agent_cid')).GET('/api/v1/tests/templates'),
  getAgentTests: async (t) => (await t.as('head_national_academy')).GET('/api/v1/tests/agents'),

  addLabRequest: (t) =>
    t.anon.POST('/api/v1/laboratory/add', {
      body: {
        nick: 'Visitor_Person',
        faction: 'LSPD',
        rang: 'Сержант',
        division: 'Патруль',
        expertise: [{ name: 'Баллистическая экспертиза' }, { name: 'Химическая экспертиза' }],
        goal: 'Установить оружие',
        proves: 'https://imgur.com/a/x',
        objects: 'Гильзы',
        type: 'Вещественное доказательство',
      },
    }),
  getLabRequests: (t) =>
    t.anon.GET('/api/v1/laboratory/all', { params: { query: { page: 0, size: 10, nick: 'a' } } }),
  takeLabRequest: async (t) => {
    const r = first(
      t.store.data.labRequests,
      (x) => x.status === 'ON_CHECK' && !x.isDb,
      'request on check',
    );
    return (await t.as('criminalist')).PUT('/api/v1/laboratory/{id}/approve', {
      params: { path: { id: r.id } },
    });
  },
  declineLabRequest: async (t) => {
    const r = first(t.store.data.labRequests, (x) => x.status === 'ON_CHECK', 'request on check');
    return (await t.as('head_scientific_technical_department')).PUT(
      '/api/v1/laboratory/{id}/decline',
      {
        params: { path: { id: r.id } },
        body: { comment: 'Недостаточно материалов' },
      },
    );
  },
  executeLabRequest: async (t) => {
    const r = first(
      t.store.data.labRequests,
      (x) => x.status === 'IN_PROGRESS',
      'request in progress',
    );
    return (await t.as('criminalist')).PUT('/api/v1/laboratory/{id}/execute', {
      params: { path: { id: r.id } },
      body: {
        answers: r.expertise.map((e) => ({
          name: e.name,
          text: 'Вывод',
          link: 'https://imgur.com/a/z',
          methods: 'Микроскопия',
        })),
      },
    });
  },
  executeLabRequestAuto: async (t) => {
    const r = first(
      t.store.data.labRequests,
      (x) => x.status === 'ON_CHECK' && x.isDb,
      'database request on check',
    );
    return (await t.as('director')).PUT('/api/v1/laboratory/{id}/execute-auto', {
      params: { path: { id: r.id } },
    });
  },
  getLabReport: (t) => {
    const r = first(t.store.data.labRequests, (x) => x.status === 'DONE', 'done request');
    return t.anon.GET('/api/v1/laboratory/{id}/report', {
      params: { path: { id: r.id } },
      parseAs: 'text',
    });
  },
  addSuspect: async (t) =>
    (await t.as('agent_cid')).POST('/api/v1/suspect/add', {
      body: {
        nick: 'Caught_Person',
        prove: 'https://imgur.com/a/p',
        arrest: 'https://imgur.com/a/a',
      },
    }),
  getSuspects: async (t) =>
    (await t.as('agent_cid')).GET('/api/v1/suspect/all', { params: { query: { page: 2 } } }),
  getSuspectsPublic: (t) =>
    t.anon.GET('/api/v1/suspect/all/public', { params: { query: { author: 'a', size: 20 } } }),
  secondArrest: async (t) => {
    const s = first(
      t.store.data.suspects,
      (x) => x.status === 'FIRST',
      'suspect after a first arrest',
    );
    return (await t.as('agent_cid')).PUT('/api/v1/suspect/{id}/second-arrest', {
      params: { path: { id: s.id } },
      body: { arrest: 'https://imgur.com/a/2' },
    });
  },
  thirdArrest: async (t) => {
    const s = first(
      t.store.data.suspects,
      (x) => x.status === 'RECIDIVE' && !x.thirdArrestProve,
      'recidivist',
    );
    return (await t.as('agent_cid')).PUT('/api/v1/suspect/{id}/third-arrest', {
      params: { path: { id: s.id } },
      body: { arrest: 'https://imgur.com/a/3' },
    });
  },
  addHomeCheck: async (t) =>
    (await t.as('agent_dea')).POST('/api/v1/dea-home-check/add', {
      body: {
        houseNo: '12',
        nick: 'Drug_Dealer',
        faction: 'Vagos',
        rang: 'Боец',
        violationDate: '2026-11-19',
        proves: ['https://imgur.com/a/x'],
      },
    }),
  getHomeChecks: async (t) => (await t.as('agent_dea')).GET('/api/v1/dea-home-check/all'),
  cancelHomeCheck: async (t) => {
    const c = first(
      t.store.data.homeChecks,
      (x) => x.status === 'ON_HEAD_CHECK',
      'check on head check',
    );
    return (await t.as('head_dea')).PUT('/api/v1/dea-home-check/{id}/update-status-comment', {
      params: { path: { id: c.id }, query: { status: 'CANCELED', comment: 'Нет оснований' } },
    });
  },
  allowHomeCheck: async (t) => {
    const c = first(
      t.store.data.homeChecks,
      (x) => x.status === 'ON_HEAD_CHECK',
      'check on head check',
    );
    return (await t.as('head_dea')).PUT('/api/v1/dea-home-check/{id}/update-status', {
      params: { path: { id: c.id }, query: { status: 'CHECK_ALLOWED' } },
    });
  },
  conductHomeCheck: async (t) => {
    const now = t.store.now();
    const c = first(
      t.store.data.homeChecks,
      (x) => x.status === 'CHECK_ALLOWED' && now - Date.parse(x.allowedAt ?? '') < 48 * 3_600_000,
      'allowed check within 48 hours',
    );
    return (await t.as('junior_agent_dea')).PUT('/api/v1/dea-home-check/{id}/execute', {
      params: { path: { id: c.id } },
      body: { proves: ['https://imgur.com/a/done'] },
    });
  },
  deleteHomeCheck: async (t) => {
    const c = first(
      t.store.data.homeChecks,
      (x) => x.status === 'ON_HEAD_CHECK',
      'check on head check',
    );
    return (await t.as('director')).DELETE('/api/v1/dea-home-check/{id}/delete', {
      params: { path: { id: c.id } },
    });
  },
  addDeaReport: async (t) =>
    (await t.as('agent_dea')).POST('/api/v1/dea-reports/add', {
      body: { proves: [{ title: 'Рейд', link: 'https://imgur.com/a/r' }] },
    }),
  getDeaReports: async (t) => (await t.as('head_dea')).GET('/api/v1/dea-reports/all'),
  getDeaReportReport: (t) =>
    t.anon.GET('/api/v1/dea-reports/{id}/report', {
      params: { path: { id: t.store.data.deaReports[0]?.id ?? 0 } },
      parseAs: 'text',
    }),
  checkDeaReport: async (t) => {
    const r = first(
      t.store.data.deaReports,
      (x) => x.status === 'ON_HEAD_CHECK' && x.author !== nickOf(t.store, 'head_dea'),
      'DEA report on check',
    );
    return (await t.as('head_dea')).PUT('/api/v1/dea-reports/{id}/check', {
      params: { path: { id: r.id } },
    });
  },
  getDeaChecks: async (t) => (await t.as('agent_dea')).GET('/api/v1/dea-check/all'),
  updateDeaCheck: async (t) => {
    const team = t.store.data.members.filter((m) => m.direction === 'DEA').map((m) => m.nick);
    return (await t.as('head_dea')).PUT('/api/v1/dea-check/{id}/update', {
      params: { path: { id: t.store.data.deaChecks[0]?.id ?? 0 } },
      body: { faction: 'Ballas', time: '19:30', agents: team.slice(0, 2) },
    });
  },
  getDeaTeam: async (t) => (await t.as('agent_dea')).GET('/api/v1/team/dea/all'),
  getRecordHistory: async (t) =>
    (await t.as('director')).GET('/api/v1/history/{kind}/{id}', {
      params: { path: { kind: 'acts', id: t.store.data.acts[0]?.id ?? 0 } },
    }),
};
