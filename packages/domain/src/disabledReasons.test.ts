// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionDisabledReason } from './disabledReasons.ts';
import { canTake, MACHINES, type ActionOf, type MachineName } from './machines/index.ts';
import { STATUS_MACHINES } from './statuses.ts';

describe('actionDisabledReason', () => {
  it('is null when the caller may act', () => {
    expect(actionDisabledReason('raport', 'approve', ['head_cid'], 'ON_HEAD_CHECK')).toBeNull();
  });
  it('names the roles that may act, from the permission table', () => {
    expect(actionDisabledReason('raport', 'approve', ['agent_cid'], 'ON_HEAD_CHECK')).toBe(
      'Принять рапорт могут: Глава CID, Глава DEA, Заместитель директора, Директор',
    );
  });
  it('says the record is finished when no action starts from its status', () => {
    expect(actionDisabledReason('raport', 'approve', ['head_cid'], 'APPROVED')).toBe(
      'Запись завершена',
    );
  });
  it("gives the machine's refusal when another action still starts from the status", () => {
    expect(
      actionDisabledReason('act', 'execute', ['professional_standards_inspector'], 'NEW'),
    ).toBe('Нельзя исполнить акт: текущий статус «Новый»');
  });
  it('says the role may not act where the right is a rule over roles', () => {
    expect(actionDisabledReason('ibDossier', 'edit', ['agent_cid'], 'ON_HEAD_CHECK')).toMatch(
      /^Нельзя .+ с вашей ролью$/,
    );
  });
  it('gives a reason exactly where the machine refuses, for every action, status and role', () => {
    for (const machine of Object.keys(MACHINES) as MachineName[]) {
      for (const action of Object.keys(MACHINES[machine]) as ActionOf<MachineName>[]) {
        for (const status of Object.keys(STATUS_MACHINES[machine])) {
          for (const roles of [['director'], ['user'], ['agent_cid']] as const) {
            const reason = actionDisabledReason(machine, action, roles, status, { isDb: true });
            const allowed = canTake(machine, action, roles, status, { isDb: true });
            expect(reason === null, `${machine}.${action} ${status} ${roles[0]}`).toBe(allowed);
            if (reason !== null) expect(reason).toMatch(/\S/);
          }
        }
      }
    }
  });
});
