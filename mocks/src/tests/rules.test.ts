// @vitest-environment node
/** Derived changes, list filters, role-filtered lists and achievements (issue 3, section 4 of 01–03). */
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { createTools, nickOf } from './contract/tools.ts';
import { client, login, setupMockServer } from './harness.ts';

const { server, clock } = setupMockServer();
const tools = createTools(server.store);
const data = () => server.store.data;
const link = 'https://imgur.com/a/act';

describe('derived changes', () => {
  it('derives the blacklist validUntil from daysCount', async () => {
    const api = await tools.as('professional_standards_inspector');
    const { data: created } = await api.POST('/api/v1/blacklist/add', {
      body: { nick: 'Black_Listed', reason: '5.5 УК', daysCount: 4 },
    });
    const entry = data().blacklist.find((b) => b.id === created?.id);
    expect(Date.parse(entry?.validUntil ?? '') - Date.parse(entry?.createdAt ?? '')).toBe(
      4 * 86_400_000,
    );
  });

  it('reads a home check allowed more than 48 hours ago as EXPIRED', async () => {
    const head = await tools.as('head_dea');
    const check = data().homeChecks.find((c) => c.status === 'ON_HEAD_CHECK');
    await head.PUT('/api/v1/dea-home-check/{id}/update-status', {
      params: { path: { id: check?.id ?? 0 }, query: { status: 'CHECK_ALLOWED' } },
    });
    // A fresh login per read: the access token does not outlive the 48 hours.
    const status = async () =>
      (await client((await login('head_dea')).token).GET('/api/v1/dea-home-check/all')).data?.find(
        (c) => c.id === check?.id,
      )?.status;
    expect(await status()).toBe('CHECK_ALLOWED');
    clock.advance(48 * 3_600_000 + 1);
    expect(await status()).toBe('EXPIRED');
    clock.advance(-(48 * 3_600_000 + 1));
  });

  it('performs the acts’ own transitions on its clock: NEW → EXPIRED, AWAIT_IN_GAME → SENT_TO_LEADER', async () => {
    const inspector = await tools.as('professional_standards_inspector');
    const { data: filed } = await inspector.POST('/api/v1/act/add', {
      body: { nick: 'Late_Offender', faction: 'LSPD', description: 'Нарушение', proves: [link] },
    });
    const stored = data().acts.find((a) => a.id === filed?.id);
    const awaiting = data().acts.find((a) => a.status === 'AWAIT_IN_GAME');
    if (!stored || !awaiting?.executeBy) throw new Error('no act to watch');
    const statuses = async () => {
      // The list call is what brings the acts up to the clock.
      await inspector.GET('/api/v1/act/all', { params: { query: { page: 0, size: 1 } } });
      return [stored.status, awaiting.status];
    };
    expect(await statuses()).toEqual(['NEW', 'AWAIT_IN_GAME']);
    // The clock passes the periods (moved by dating the records back: moving the test clock a
    // week ahead would end every cached session): 7 days since filing, the deadline reached.
    const now = server.store.now();
    stored.createdAt = new Date(now - 7 * 86_400_000 + 1000).toISOString();
    awaiting.executeBy = new Date(now + 1000).toISOString();
    expect(await statuses()).toEqual(['NEW', 'AWAIT_IN_GAME']);
    stored.createdAt = new Date(now - 7 * 86_400_000).toISOString();
    awaiting.executeBy = new Date(now).toISOString();
    expect(await statuses()).toEqual(['EXPIRED', 'SENT_TO_LEADER']);
  });

  it('sends a first arrest to the lab; approval makes it FIRST, a second arrest RECIDIVE', async () => {
    const agent = await tools.as('agent_cid');
    const { data: created } = await agent.POST('/api/v1/suspect/add', {
      body: {
        nick: 'Repeat_Offender',
        prove: 'https://imgur.com/a/p',
        arrest: 'https://imgur.com/a/a',
      },
    });
    const suspect = data().suspects.find((s) => s.id === created?.id);
    expect(suspect?.status).toBe('ON_LAB');
    const lab = data().labRequests.find((l) => l.id === suspect?.laboratoryId);
    expect(lab).toMatchObject({ isDb: true, status: 'ON_CHECK' });
    await (
      await tools.as('criminalist')
    ).PUT('/api/v1/laboratory/{id}/execute-auto', { params: { path: { id: lab?.id ?? 0 } } });
    expect(lab?.status).toBe('DONE');
    expect(suspect?.status).toBe('FIRST');
    await agent.PUT('/api/v1/suspect/{id}/second-arrest', {
      params: { path: { id: suspect?.id ?? 0 } },
      body: { arrest: 'https://imgur.com/a/2' },
    });
    expect(suspect?.status).toBe('RECIDIVE');
  });

  it('declining a database request declines its suspect', async () => {
    const { data: created } = await (
      await tools.as('agent_dea')
    ).POST('/api/v1/suspect/add', {
      body: {
        nick: 'Lab_Declined',
        prove: 'https://imgur.com/a/p',
        arrest: 'https://imgur.com/a/a',
      },
    });
    const suspect = data().suspects.find((s) => s.id === created?.id);
    await (
      await tools.as('criminalist')
    ).PUT('/api/v1/laboratory/{id}/decline', {
      params: { path: { id: suspect?.laboratoryId ?? 0 } },
      body: { comment: 'Нет отпечатков' },
    });
    expect(suspect?.status).toBe('DECLINED');
  });

  it('answers the spec messages of lab execution checks', async () => {
    const lab = data().labRequests.find(
      (l) => l.status === 'IN_PROGRESS' && l.expertise.length >= 1,
    );
    const api = await tools.as('criminalist');
    const answers = (lab?.expertise ?? []).map((e) => ({
      name: e.name,
      text: 'Вывод',
      link: 'не ссылка',
      methods: 'Анализ',
    }));
    const bad = await api.PUT('/api/v1/laboratory/{id}/execute', {
      params: { path: { id: lab?.id ?? 0 } },
      body: { answers },
    });
    expect(bad.error?.message).toBe('Неверный формат ссылки для экспертизы №1.');
    const short = await api.PUT('/api/v1/laboratory/{id}/execute', {
      params: { path: { id: lab?.id ?? 0 } },
      body: { answers: [] },
    });
    expect(short.error?.message).toBe('Неверная структура данных по экспертизам.');
  });

  it('activating a template deactivates the others and makes exams for every academy agent', async () => {
    const template = data().academyTemplates.find(
      (t) => t.status === 'INACTIVE' && t.conditions.length > 0,
    );
    const graded = data().exams.find((e) => e.value !== null);
    expect(graded).toBeDefined();
    await (
      await tools.as('director')
    ).PUT('/api/v1/academy-template/{id}/activate', {
      params: { path: { id: template?.id ?? 0 } },
    });
    expect(
      data()
        .academyTemplates.filter((t) => t.status === 'ACTIVE')
        .map((t) => t.id),
    ).toEqual([template?.id]);
    expect(data().exams.every((e) => e.value === null)).toBe(true);
    const trainee = nickOf(server.store, 'national_academy_trainee');
    const trainees = template?.conditions.filter((c) => c.agentRank === 'TRAINEE').length ?? 0;
    expect(data().exams.filter((e) => e.nick === trainee)).toHaveLength(trainees);
  });

  it('takes a test: start, process without answers, submit, review', async () => {
    const agent = await tools.as('junior_agent_cid');
    const nick = nickOf(server.store, 'junior_agent_cid');
    const row = data().exams.find(
      (e) => e.nick === nick && e.conditionType === 'TEST' && e.testState === 'OPENED',
    );
    const query = { conditionName: row?.conditionName ?? '' };
    expect((await agent.GET('/api/v1/tests/start', { params: { query } })).data).toBe(true);
    const test = (await agent.GET('/api/v1/tests/process', { params: { query } })).data;
    expect(JSON.stringify(test)).not.toContain('correct');
    await agent.POST('/api/v1/tests/submit', {
      body: {
        testId: test?.id ?? 0,
        title: test?.title ?? '',
        questions: (test?.questions ?? []).map((q) => ({
          ...q,
          selectedIndex: q.options.length ? 0 : null,
          textAnswer: '  мой ответ ',
        })),
      },
    });
    expect((await agent.GET('/api/v1/tests/start', { params: { query } })).data).toBe(false);
    const process = await agent.GET('/api/v1/tests/process', { params: { query } });
    expect(process.error?.message).toBe(MESSAGES.testUnavailable);
    const review = (await (await tools.as('head_national_academy')).GET('/api/v1/tests/agents'))
      .data;
    const mine = review?.find((a) => a.examId === row?.id);
    expect(mine?.questions.some((q) => q.freeTextAnswer === 'мой ответ')).toBe(true);
  });

  it('a row reopened and taken again: the mark goes onto the newest attempt only', async () => {
    const agent = await tools.as('junior_agent_cid');
    const nick = nickOf(server.store, 'junior_agent_cid');
    const row = data().exams.find(
      (e) => e.nick === nick && e.conditionType === 'TEST' && e.testState === 'OPENED',
    );
    const query = { conditionName: row?.conditionName ?? '' };
    const take = async () => {
      const test = (await agent.GET('/api/v1/tests/process', { params: { query } })).data;
      await agent.POST('/api/v1/tests/submit', {
        body: { testId: test?.id ?? 0, title: test?.title ?? '', questions: [] },
      });
    };
    const head = await tools.as('head_national_academy');
    const examId = row?.id ?? 0;
    const attempts = async () =>
      ((await head.GET('/api/v1/tests/agents')).data ?? []).filter((a) => a.examId === examId);
    await take();
    await head.PUT('/api/v1/academy-exam/{examId}/update-test', {
      params: { path: { examId }, query: { value: 'Не Сдал' } },
    });
    await head.PUT('/api/v1/tests/{id}/status', { params: { path: { id: examId } } });
    // Reopened: no attempt can be marked (the server answers 409).
    expect((await attempts()).map((a) => [a.examState, a.isLatestAttempt])).toEqual([
      ['OPENED', true],
    ]);
    clock.advance(60_000);
    await take();
    await head.PUT('/api/v1/academy-exam/{examId}/update-test', {
      params: { path: { examId }, query: { value: 'Сдал' } },
    });
    expect((await attempts()).map((a) => [a.result, a.isLatestAttempt, a.examState])).toEqual([
      ['Сдал', true, 'CLOSED'],
      ['Не Сдал', false, 'CLOSED'],
    ]);
    clock.advance(-60_000);
  });
});

describe('investigations and raports', () => {
  it('attaches only APPROVED reports when closing', async () => {
    const r = data().raports.find((x) => x.status === 'ON_HEAD_CHECK');
    const { response, error } = await (
      await tools.as('head_cid')
    ).POST('/api/v1/investigation/close', {
      body: { description: 'Итог', selectedReports: [r?.id ?? 0] },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe(SERVER_MESSAGES.onlyApprovedReports);
  });

  it('refuses a raport to an investigation of the other direction', async () => {
    const dea = data().investigations.find(
      (i) => !i.closedAt && i.direction === 'DEA' && !i.isJoint,
    );
    const { response, error } = await (
      await tools.as('agent_cid')
    ).POST('/api/v1/report/{investigationId}/add', {
      params: { path: { investigationId: dea?.id ?? 0 } },
      body: { description: 'x', cautions: ['1.1 УК'], proves: ['https://a.b/c'] },
    });
    expect(response.status).toBe(403);
    expect(error?.message).toBe('У вас нет доступа к текущим расследованиям');
  });

  it('answers "no open investigations" when all are closed', async () => {
    const saved = data().investigations.map((i) => i.closedAt);
    for (const i of data().investigations) i.closedAt ??= new Date(clock.now()).toISOString();
    const { error } = await (
      await tools.as('agent_cid')
    ).POST('/api/v1/report/{investigationId}/add', {
      params: { path: { investigationId: data().investigations[0]?.id ?? 0 } },
      body: { description: 'x', cautions: ['1.1 УК'], proves: ['https://a.b/c'] },
    });
    expect(error?.message).toBe('Нет открытых расследований для подачи рапорта');
    data().investigations.forEach((i, n) => (i.closedAt = saved[n] ?? null));
  });
});

describe('achievements', () => {
  it('awards the first raport once and lists it as achieved', async () => {
    const api = await tools.as('junior_agent_dea');
    const inv = data().investigations.find(
      (i) => !i.closedAt && (i.direction === 'DEA' || i.isJoint),
    );
    const file = () =>
      api.POST('/api/v1/report/{investigationId}/add', {
        params: { path: { investigationId: inv?.id ?? 0 } },
        body: {
          description: 'Наблюдение',
          cautions: ['7.1 УК'],
          proves: ['https://imgur.com/a/q'],
        },
      });
    expect((await file()).data?.achievement).toEqual({ title: 'Первый рапорт' });
    expect((await file()).data?.achievement).toBeNull();
    const cards = (await api.GET('/api/v1/achievements/all')).data ?? [];
    expect(cards.find((c) => c.title === 'Первый рапорт')?.isAchieved).toBe(true);
    expect(cards.find((c) => c.title === 'Охотник')?.isAchieved).toBe(false);
  });

  it('awards the first own profile save, not a save of another person', async () => {
    const hr = await tools.as('hr_inspector');
    const other = await hr.PUT('/api/v1/profile/skills/nick/{nick}', {
      params: { path: { nick: nickOf(server.store, 'agent_cid') } },
      body: { skills: 'Вождение' },
    });
    expect(other.data?.achievement).toBeNull();
    expect(
      (await hr.PUT('/api/v1/profile/skills', { body: { skills: 'Допросы' } })).data?.achievement,
    ).toEqual({ title: 'Личное дело' });
    expect(
      (await hr.PUT('/api/v1/profile/skills', { body: { skills: 'Допросы' } })).data?.achievement,
    ).toBeNull();
  });
});

describe('lists', () => {
  it('filters and pages acts zero-based with totalItems', async () => {
    const api = await tools.as('director');
    const all = data().acts.filter((a) => a.faction === 'LSPD');
    const page0 = (
      await api.GET('/api/v1/act/all', { params: { query: { faction: 'LSPD', page: 0, size: 3 } } })
    ).data;
    const page1 = (
      await api.GET('/api/v1/act/all', { params: { query: { faction: 'LSPD', page: 1, size: 3 } } })
    ).data;
    expect(page0?.totalItems).toBe(all.length);
    expect(page0?.items).toHaveLength(3);
    expect(page0?.items.every((a) => a.faction === 'LSPD')).toBe(true);
    expect(page1?.items[0]?.id).not.toBe(page0?.items[0]?.id);
    const bad = await api.GET('/api/v1/act/all', { params: { query: { page: -1 } } });
    expect(bad.response.status).toBe(400);
  });

  it('filters punishments by type and dates', async () => {
    const api = await tools.as('agent_cid');
    const { data: page } = await api.GET('/api/v1/punishment/all', {
      params: {
        query: { type: 'Понижение', dateFrom: '2026-10-01', dateTo: '2026-11-20', size: 100 },
      },
    });
    expect(page?.items.every((p) => p.type === 'Понижение' && p.rangCount !== null)).toBe(true);
    expect(page?.items.every((p) => p.date >= '2026-09-30' && p.date <= '2026-11-21')).toBe(true);
  });

  it('shows report creators their own MW reports and those awaiting arrest, reviewers all', async () => {
    const agent = await tools.as('agent_cid');
    const nick = nickOf(server.store, 'agent_cid');
    await agent.POST('/api/v1/most-wanted/add', {
      body: {
        nick: 'Own_Report',
        birthDate: '1990-01-01',
        birthPlace: 'ЛС',
        sex: true,
        eyes: 'Карие',
        height: '180',
        weight: '80',
        hair: 'Тёмные',
        race: 'Европеоидная',
        nation: 'Американец',
        activity: 'x',
        signs: 'x',
        description: 'x',
        photo: 'p',
        mainViolation: 'Убийство',
        proves: ['https://a.b/c'],
        cautions: ['1.1 УК'],
      },
    });
    const mine = (await agent.GET('/api/v1/most-wanted/all')).data ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.author === nick || r.status === 'ORDER_ASSIGNED')).toBe(true);
    // 01 §6 "MW arrest: any non-user": a colleague's wanted suspect is reachable for the arrest.
    expect(mine.some((r) => r.author !== nick && r.status === 'ORDER_ASSIGNED')).toBe(true);
    const all = (await (await tools.as('head_cid')).GET('/api/v1/most-wanted/all')).data ?? [];
    expect(all.length).toBe(data().mostWanted.length);
  });

  it('shows visitors approved national security reports only', async () => {
    const { data: visible } = await tools.anon.GET('/api/v1/national-security/all');
    expect(visible?.every((r) => r.status === 'APPROVED')).toBe(true);
    const { data: inspector } = await (
      await tools.as('national_security_inspector')
    ).GET('/api/v1/national-security/all');
    expect(inspector?.length).toBe(data().nationalSecurity.length);
  });
});

describe('validation', () => {
  it.each([
    ['an MW report without race', '/api/v1/most-wanted/add', 'agent_cid'],
    ['a warrant starting in an hour', '/api/v1/order/add', 'agent_cid'],
  ] as const)('answers 400 for %s', async (_what, path, user) => {
    const api = await tools.as(user);
    const { response } =
      path === '/api/v1/order/add'
        ? await api.POST(path, {
            body: {
              author: 'x',
              description: 'x',
              operationType: 'Задержание',
              faction: 'LSPD',
              position: 'x',
              rang: 'x',
              investigation: null,
              operationStartTime: new Date(clock.now() + 3_600_000).toISOString(),
            },
          })
        : await api.POST(path, {
            body: {
              nick: 'No_Race',
              birthDate: '1990-01-01',
              birthPlace: 'ЛС',
              sex: true,
              eyes: 'К',
              height: '1',
              weight: '1',
              hair: 'x',
              race: '',
              nation: 'x',
              activity: 'x',
              signs: 'x',
              description: 'x',
              photo: 'p',
              mainViolation: 'x',
              proves: ['https://a.b/c'],
              cautions: ['1.1 УК'],
            },
          });
    expect(response.status).toBe(400);
  });

  it('answers the spec message for a rework without comment', async () => {
    const r = data().mostWanted.find((x) => x.status === 'ON_SENIOR_CHECK');
    const { error } = await (
      await tools.as('head_cid')
    ).PUT('/api/v1/most-wanted/{id}/update/{comment}', {
      params: { path: { id: r?.id ?? 0, comment: ' ' } },
    });
    expect(error?.message).toBe('Заполните комментарий!');
  });
});

describe('the four disagreements of issue 7, settled by the shared machines', () => {
  /** A record of `list` matching `match`, put into `status`. */
  const put = <R extends { id: number; status: string }>(
    list: R[],
    status: R['status'],
    match: (r: R) => boolean = () => true,
  ): R => {
    const record = list.find(match);
    if (!record) throw new Error('no record');
    record.status = status;
    // Acts change on the clock (logic/actClock.ts): a placed act is filed now, its deadline ahead.
    if ('executeBy' in record && 'createdAt' in record) {
      Object.assign(record, {
        createdAt: new Date(server.store.now()).toISOString(),
        executeBy: new Date(server.store.now() + 3 * 86_400_000).toISOString(),
      });
    }
    return record;
  };

  it('MW: the senior reviews a report in any status but caught or canceled (01 §4)', async () => {
    const head = await tools.as('head_cid');
    const rework = put(data().mostWanted, 'APPROVED');
    const sent = await head.PUT('/api/v1/most-wanted/{id}/update/{comment}', {
      params: { path: { id: rework.id, comment: 'Ещё фото' } },
    });
    expect(sent.response.status).toBe(200);
    expect(rework.status).toBe('NEED_IMPROVE');
    const approve = put(data().mostWanted, 'ORDER_ASSIGNED');
    const approved = await head.PUT('/api/v1/most-wanted/{id}/approve', {
      params: { path: { id: approve.id } },
    });
    expect(approved.response.status).toBe(200);
    expect(approve.status).toBe('APPROVED');
    const caught = put(data().mostWanted, 'SUSPECT_CAUGHT');
    const refused = await head.PUT('/api/v1/most-wanted/{id}/approve', {
      params: { path: { id: caught.id } },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Нельзя одобрить MW-отчёт: текущий статус «Подозреваемый задержан»',
    );
  });

  it('acts: an EXPIRED act is decided; the client may not set SENT_TO_LEADER', async () => {
    const inspector = await tools.as('professional_standards_inspector');
    const expired = put(data().acts, 'EXPIRED');
    const verdict = await inspector.PUT('/api/v1/act/{id}/update/verdict', {
      params: { path: { id: expired.id } },
      body: { verdict: 'Выговор', status: 'AWAIT_IN_GAME' },
    });
    expect(verdict.response.status).toBe(200);
    expect(expired.status).toBe('AWAIT_IN_GAME');
    const fresh = put(data().acts, 'NEW', (a) => a.id !== expired.id);
    const leader = await inspector.PUT('/api/v1/act/{id}/update', {
      params: { path: { id: fresh.id }, query: { status: 'SENT_TO_LEADER' } },
    });
    expect(leader.response.status).toBe(400);
    expect(fresh.status).toBe('NEW');
  });

  it('national security: a report in NEED_IMPROVE can be sent back again', async () => {
    const report = put(data().nationalSecurity, 'NEED_IMPROVE');
    const { response } = await (
      await tools.as('national_security_inspector')
    ).PUT('/api/v1/national-security/{id}/update/{comment}', {
      params: { path: { id: report.id, comment: 'Ещё подробнее' } },
    });
    expect(response.status).toBe(200);
    expect(report.comment).toBe('Ещё подробнее');
  });

  it('laboratory: no "take" for a database request, no automatic execution in progress', async () => {
    const api = await tools.as('criminalist');
    const db = put(data().labRequests, 'ON_CHECK', (l) => l.isDb);
    const take = await api.PUT('/api/v1/laboratory/{id}/approve', {
      params: { path: { id: db.id } },
    });
    expect(take.response.status).toBe(409);
    expect(db.status).toBe('ON_CHECK');
    db.status = 'IN_PROGRESS';
    const auto = await api.PUT('/api/v1/laboratory/{id}/execute-auto', {
      params: { path: { id: db.id } },
    });
    expect(auto.response.status).toBe(409);
    expect(db.status).toBe('IN_PROGRESS');
  });
});
