// @vitest-environment node
/**
 * The second pass of the mock's request check (requestCheck.ts `contractViolation`): a body the
 * contract rejects for `required`, bounds or lengths is 400 and stores nothing, even where no
 * domain validator looks at the field; where one does, its spec message is the answer.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { as, setupMockServer } from '../harness.ts';

const { server } = setupMockServer();
const data = () => server.store.data;

describe('the whole contract schema', () => {
  it('answers a DEA schedule edit without agents 400 and keeps the row', async () => {
    const row = data().deaChecks[0];
    if (!row) throw new Error('the seed has no DEA check');
    const before = JSON.stringify(row);
    const api = await as('head_dea');
    const { response, error } = await api.PUT('/api/v1/dea-check/{id}/update', {
      params: { path: { id: row.id } },
      // @ts-expect-error: the call the contract forbids
      body: { faction: 'Ballas', time: '19:30' },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: SERVER_MESSAGES.missingField('agents') });
    expect(JSON.stringify(data().deaChecks[0])).toBe(before);
  });

  it('answers an act execution with rangCount 0 400 and leaves the act waiting', async () => {
    const act = data().acts.find((a) => a.status === 'AWAIT_IN_GAME');
    if (!act) throw new Error('the seed has no act awaiting execution');
    const api = await as('head_cid');
    const execute = (type: 'Выговор' | 'Понижение') =>
      api.PUT('/api/v1/act/{id}/update/expanded', {
        params: { path: { id: act.id } },
        body: {
          cautions: ['12.3 УК'],
          type,
          rangCount: 0,
          punishmentProve: 'https://imgur.com/a/y',
        },
      });
    const punishments = data().punishments.length;
    // No validator reads rangCount outside a demotion: the contract's minimum answers.
    const reprimand = await execute('Выговор');
    expect(reprimand.response.status).toBe(400);
    expect(reprimand.error).toEqual({
      type: 'VALIDATION',
      message: SERVER_MESSAGES.invalidField('rangCount'),
    });
    // For a demotion the spec's message (02 §5 Act execution) comes first.
    const demotion = await execute('Понижение');
    expect(demotion.error).toEqual({ type: 'VALIDATION', message: MESSAGES.demotionRanksRequired });
    expect(data().acts.find((a) => a.id === act.id)?.status).toBe('AWAIT_IN_GAME');
    expect(data().punishments.length).toBe(punishments);
  });

  it('answers an office request without author 400 for a caller with a token too', async () => {
    const api = await as('agent_cid');
    const count = data().office.length;
    const nextId = data().meta.nextId;
    const { response, error } = await api.POST('/api/v1/office/add', {
      // @ts-expect-error: the call the contract forbids
      body: {
        faction: 'LSPD',
        rang: 'Сержант',
        position: 'Детектив',
        passport: 'https://imgur.com/a/p',
        description: 'Совместная операция',
      },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: SERVER_MESSAGES.missingField('author') });
    // The handler ran on a scratch copy: no row, no id spent.
    expect(data().office.length).toBe(count);
    expect(data().meta.nextId).toBe(nextId);
  });

  it('answers a page size above the contract maximum 400', async () => {
    const api = await as('director');
    const { response, error } = await api.GET('/api/v1/punishment/all', {
      params: { query: { page: 0, size: 1000 } },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: SERVER_MESSAGES.invalidParam('size') });
  });
});
