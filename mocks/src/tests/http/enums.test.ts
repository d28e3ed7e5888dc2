// @vitest-environment node
/**
 * The contract's closed option lists (factions, operation types, genders, expertise kinds) in the
 * mock: a value outside the list is 400 naming the field and stores nothing; a blank one still
 * gets the spec's message for the empty field (the domain validator's).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { as, setupMockServer } from '../harness.ts';

const { server } = setupMockServer();
const data = () => server.store.data;
const link = 'https://imgur.com/a/x';

describe('closed option lists', () => {
  it('answers an act with an unknown faction 400 and stores no act', async () => {
    const api = await as('professional_standards_inspector');
    const acts = data().acts.length;
    const { response, error } = await api.POST('/api/v1/act/add', {
      body: {
        nick: 'Some_Offender',
        // @ts-expect-error: a faction the portal has no option for
        faction: 'Marabunta',
        description: 'Нарушение',
        proves: [link],
      },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: SERVER_MESSAGES.invalidField('faction') });
    expect(data().acts.length).toBe(acts);
  });

  it('answers an act with a blank faction with the spec message', async () => {
    const api = await as('professional_standards_inspector');
    const acts = data().acts.length;
    const { response, error } = await api.POST('/api/v1/act/add', {
      body: {
        nick: 'Some_Offender',
        // @ts-expect-error: the blank the portal sends when no faction is chosen
        faction: '',
        description: 'Нарушение',
        proves: [link],
      },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: MESSAGES.factionEmpty });
    expect(data().acts.length).toBe(acts);
  });

  it('answers a profile with an unknown gender 400 and keeps the profile', async () => {
    const api = await as('agent_cid');
    const before = JSON.stringify(data().profiles);
    const { response, error } = await api.PUT('/api/v1/profile/main', {
      body: {
        fullName: 'Иван Петров',
        // @ts-expect-error: a gender the portal has no option for
        gender: 'Другой',
        ethnicity: 'Европеец',
        birthDate: '1990-01-01',
        birthPlace: 'Лос-Сантос',
        citizenship: 'США',
        insurance: '123456789',
        residence: 'Вайнвуд',
        maritalStatus: 'Холост',
        phone: '5551234',
        position: null,
      },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message: SERVER_MESSAGES.invalidField('gender') });
    expect(JSON.stringify(data().profiles)).toBe(before);
  });

  it('answers an order approval with an unknown operation type 400 and keeps the order', async () => {
    const order = data().orders.find((o) => o.status === 'ON_CHECK');
    if (!order) throw new Error('the seed has no order on check');
    const before = JSON.stringify(order);
    const api = await as('director');
    const { response, error } = await api.PUT('/api/v1/order/{id}/approve', {
      params: { path: { id: order.id } },
      // @ts-expect-error: an operation type the portal has no option for
      body: { operationType: 'Рейд' },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({
      type: 'VALIDATION',
      message: SERVER_MESSAGES.invalidField('operationType'),
    });
    expect(JSON.stringify(data().orders.find((o) => o.id === order.id))).toBe(before);
  });

  it('answers a lab request with an unknown expertise kind 400 and stores no request', async () => {
    const api = await as('agent_cid');
    const labs = data().labRequests.length;
    const { response, error } = await api.POST('/api/v1/laboratory/add', {
      body: {
        nick: 'Some_Suspect',
        faction: 'FBI',
        rang: 'Агент',
        division: 'CID',
        // @ts-expect-error: an expertise kind the portal has no option for
        expertise: [{ name: 'Астрологическая экспертиза' }],
        goal: 'Установить',
        proves: link,
        objects: 'Гильза',
        type: 'Вещественное доказательство',
      },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({
      type: 'VALIDATION',
      message: SERVER_MESSAGES.invalidField('expertise[0].name'),
    });
    expect(data().labRequests.length).toBe(labs);
  });
});
