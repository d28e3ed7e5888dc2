// @vitest-environment node
/**
 * An investigation's branch (01 §3 direction, §6 "Caller can file an agent report only where an
 * investigation fits"): the initiator's own, or the one the director's office names, so heads'
 * agents can file to investigations the director started.
 */
import { describe, expect, it } from 'vitest';
import { createTools } from './contract/tools.ts';
import { setupMockServer } from './harness.ts';

const { server } = setupMockServer();
const tools = createTools(server.store);
const RAPORT = { description: 'Наблюдение', cautions: ['7.1 УК'], proves: ['https://a.b/c'] };

const fileAs = async (role: Parameters<typeof tools.as>[0], investigationId: number) =>
  (await tools.as(role)).POST('/api/v1/report/{investigationId}/add', {
    params: { path: { investigationId } },
    body: RAPORT,
  });

describe('investigation direction', () => {
  it('the director names the branch of a non-joint investigation; its agents file to it', async () => {
    const director = await tools.as('director');
    const refused = await director.POST('/api/v1/investigation/add', {
      body: { faction: 'LSPD', isJoint: false },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('Выберите направление расследования');

    const { data } = await director.POST('/api/v1/investigation/add', {
      body: { faction: 'LSPD', isJoint: false, direction: 'DEA' },
    });
    const id = data?.id ?? 0;
    expect(server.store.data.investigations.find((i) => i.id === id)?.direction).toBe('DEA');
    expect((await fileAs('agent_dea', id)).response.status).toBe(200);
    expect((await fileAs('head_dea', id)).response.status).toBe(200);
    const cid = await fileAs('agent_cid', id);
    expect(cid.response.status).toBe(403);
    expect(cid.error?.message).toBe('У вас нет доступа к текущим расследованиям');
  });

  it("a head's investigation takes the head's branch whatever is sent", async () => {
    const { data } = await (
      await tools.as('head_cid')
    ).POST('/api/v1/investigation/add', {
      body: { faction: 'FBI', isJoint: false, direction: 'DEA' },
    });
    const id = data?.id ?? 0;
    expect(server.store.data.investigations.find((i) => i.id === id)?.direction).toBe('CID');
    expect((await fileAs('junior_agent_cid', id)).response.status).toBe(200);
    expect((await fileAs('agent_dea', id)).response.status).toBe(403);
  });

  it('a joint investigation of the director suits both branches', async () => {
    const { data } = await (
      await tools.as('deputy_director')
    ).POST('/api/v1/investigation/add', { body: { faction: 'FBI', isJoint: true } });
    const id = data?.id ?? 0;
    expect((await fileAs('agent_cid', id)).response.status).toBe(200);
    expect((await fileAs('agent_dea', id)).response.status).toBe(200);
  });
});
