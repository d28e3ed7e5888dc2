import { MESSAGES, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, updateSession } from '../../shared/sessionStorage.ts';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import { chooseOption, fill, setupUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast } from '../../shared/testing/toasts.ts';
import { HrProfilePage } from './HrProfilePage.tsx';
import { ProfilePage } from './ProfilePage.tsx';

// The multi-step flows below get 60 s: the time they need on a loaded machine (2 cores).

const AGENT = 'Sergey_Auditee';
const mock = setupMockApi((store) => {
  const agent = store.data.members.find((m) =>
    store.data.accounts.every((a) => a.memberId !== m.id),
  );
  if (!agent) throw new Error('the seed has no agent without an account');
  // A CID agent: the roster's CID table, open to the HR roles and the auditor (01 §6).
  Object.assign(agent, { nick: AGENT, rang: 'Агент', position: null, direction: 'CID' });
  // agent_cid starts with an empty profile: defaults shown, the first save earns the achievement.
  const own = store.data.accounts.find((a) => a.username === 'agent_cid')?.memberId;
  store.data.profiles = store.data.profiles.filter((p) => p.memberId !== own);
  store.data.achievements = store.data.achievements.filter((a) => a.memberId !== own);
  store.data.audits = [
    {
      id: 991,
      nick: AGENT,
      author: 'Anna_Hr',
      type: 'PROMOTION',
      rang: 'Агент',
      position: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 992,
      nick: AGENT,
      author: 'Anna_Hr',
      type: 'INACTIVE',
      rang: null,
      position: null,
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ];
});

afterEach(() => vi.restoreAllMocks());

/** Opens a block's edit modal by its Edit button and returns the dialog. */
async function editBlock(user: ReturnType<typeof setupUser>, block: string) {
  await user.click(await screen.findByRole('button', { name: `${T.edit}: ${block}` }));
  return screen.findByRole('dialog', { name: T.editTitle(block) });
}

describe('/profile (02 §2.11)', () => {
  it('saves a section with the achievement toast the first time, without it the second', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <ProfilePage />, '/profile');
    expect(await screen.findByText(UI_TEXT.biographyDefault)).toBeInTheDocument();

    let dialog = within(await editBlock(user, T.skills));
    await fill(user, dialog.getByRole('textbox', { name: /Навыки/ }), 'Стрельба, вождение');
    expect(dialog.getByText(T.counter(18, 2500))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: T.save }));
    await findSuccessToast(T.done.sectionSaved(getSession().nick ?? '', T.skills));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/profile/skills', 'PUT')[0]?.body).toEqual({
      skills: 'Стрельба, вождение',
    });
    expect(await findToast('Личное дело')).toBeInTheDocument();
    expect(await screen.findByText('Стрельба, вождение')).toBeInTheDocument();

    dialog = within(await editBlock(user, T.education));
    await fill(user, dialog.getByRole('textbox', { name: /Образование/ }), 'Академия FBI');
    await user.click(dialog.getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = mock.requests.to('/api/v1/profile/education', 'PUT');
    expect(put).toBeDefined();
    expect(await screen.findByText('Академия FBI')).toBeInTheDocument();
    // Only the first save's toast: one achievement toast in all.
    expect(screen.getAllByText(UI_TEXT.achievementReceived)).toHaveLength(1);
  }, 60_000);

  it('skills: empty and over 2500 characters are refused unsent, with the exact messages', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <ProfilePage />, '/profile');
    const dialog = within(await editBlock(user, T.skills));
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText(MESSAGES.skillsEmpty)).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: /Навыки/ }), 'я'.repeat(2501));
    expect(dialog.getByText(T.counter(2501, 2500))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText(MESSAGES.skillsTooLong)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/profile/skills')).toHaveLength(0);
  });

  it('the main form checks in the spec order and sends insurance and phone under their names', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <ProfilePage />, '/profile');
    const el = await editBlock(user, T.mainTitle);
    const dialog = within(el);
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText(MESSAGES.fullNameEmpty)).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: /Имя и фамилия/ }), 'Иван Петров');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText(MESSAGES.genderEmpty)).toBeInTheDocument();
    await chooseOption(user, T.gender, 'Мужской', el);
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText(MESSAGES.ethnicityEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/profile/main')).toHaveLength(0);

    const [day] = dialog.getAllByRole('spinbutton');
    if (!day) throw new Error('the birth date has no parts');
    await user.click(day);
    await user.keyboard('14021995');
    const texts: [string, string][] = [
      [T.ethnicity, 'Славянин'],
      [T.birthPlace, 'Лос-Сантос'],
      [T.citizenship, 'США'],
      [T.residence, 'Вайнвуд'],
      [T.insurance, '123-456'],
      [T.maritalStatus, 'Холост'],
      [T.phone, '555-0101'],
    ];
    for (const [label, value] of texts) {
      await fill(user, dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await user.click(dialog.getByRole('button', { name: T.save }));
    await findSuccessToast(T.done.mainSaved(getSession().nick ?? ''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/profile/main', 'PUT')[0]?.body).toEqual({
        fullName: 'Иван Петров',
        gender: 'Мужской',
        ethnicity: 'Славянин',
        birthDate: '1995-02-14',
        birthPlace: 'Лос-Сантос',
        citizenship: 'США',
        residence: 'Вайнвуд',
        insurance: '123-456',
        maritalStatus: 'Холост',
        phone: '555-0101',
        position: null,
      }),
    );
    expect(await screen.findByText('Лос-Сантос')).toBeInTheDocument();
  }, 60_000);

  it('the own photo: a preset is saved and the session photo (the header) follows', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <ProfilePage />, '/profile');
    const nick = getSession().nick ?? '';
    await user.click(await screen.findByRole('button', { name: T.changePhoto(nick) }));
    const dialog = within(await screen.findByRole('dialog', { name: T.photoTitle }));
    expect(dialog.getAllByRole('radio')).toHaveLength(25);
    await user.click(dialog.getByRole('radio', { name: T.photoPreset(3) }));
    await user.click(dialog.getByRole('button', { name: T.save }));
    await findSuccessToast(T.done.photoSaved(nick));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/profile/photo', 'PUT')[0]?.query.get('photo')).toBe(
      '/avatars/03.svg',
    );
    expect(getSession().photo).toBe('/avatars/03.svg');
  });

  it('the header photo follows the server own photo (01 §7 GET /profile/my/photo)', async () => {
    await mock.renderAs('agent_cid', <ProfilePage />, '/profile');
    const nick = getSession().nick;
    const member = mock.server.store.data.members.find((m) => m.nick === nick);
    if (!member) throw new Error('no member of agent_cid');
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/profile/my/photo', 'GET')).toHaveLength(1),
    );
    // A photo chosen elsewhere (an HR role on /hr-profile) leaves this session's photo stale.
    act(() => updateSession({ photo: '/avatars/stale.svg' }));
    await waitFor(() => expect(getSession().photo).toBe(member.photo));
  });
});

describe('/hr-profile and the staff audit (02 §2.11)', () => {
  it('hr_inspector edits another profile through the nick/{nick} calls', async () => {
    const user = setupUser();
    await mock.renderAs('hr_inspector', <HrProfilePage />, `/hr-profile?nick=${AGENT}`);
    expect(await screen.findByRole('heading', { name: AGENT })).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/profile/nick/${AGENT}`, 'GET')).toHaveLength(1);
    const dialog = within(await editBlock(user, T.qualities));
    await fill(user, dialog.getByRole('textbox', { name: /Качества/ }), 'Честность');
    await user.click(dialog.getByRole('button', { name: T.save }));
    await findSuccessToast(T.done.sectionSaved(AGENT, T.qualities));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/profile/qualities/nick/${AGENT}`, 'PUT')[0]?.body).toEqual({
      qualities: 'Честность',
    });
    // Editing another person's profile earns no achievement.
    expect(screen.queryByText(UI_TEXT.achievementReceived)).toBeNull();
  });

  it('the audit: type labels, the report without auth headers, delete for HR roles', async () => {
    const user = setupUser();
    const tab = fakeTab();
    await mock.renderAs('hr_inspector', <HrProfilePage />, `/hr-profile?nick=${AGENT}`);
    await user.click(await screen.findByRole('button', { name: UI_TEXT.staffAudit }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `${UI_TEXT.staffAudit}: ${AGENT}` }),
    );
    expect(await dialog.findByText('Изменение ранга')).toBeInTheDocument();
    expect(dialog.getByText('Инактив')).toBeInTheDocument();

    await user.click(dialog.getAllByRole('button', { name: /^Отчёт/ })[0] as HTMLElement);
    await waitFor(() => expect(tab.written).toContain(AGENT));
    const [report] = mock.requests.all.filter((r) => /\/api\/v1\/audit\/\d+\/report/.test(r.path));
    expect(report?.headers.get('authorization')).toBeNull();

    const deletes = dialog.getAllByRole('button', { name: /^Удалить/ });
    expect(deletes).toHaveLength(2);
    // The button's name: «Удалить: <type>, <date>».
    const deletedType = deletes[0]?.getAttribute('aria-label')?.split(': ')[1]?.split(', ')[0];
    await user.click(deletes[0] as HTMLElement);
    await findSuccessToast(T.done.auditDeleted(AGENT, deletedType ?? ''));
    await waitFor(() =>
      expect(dialog.queryAllByRole('button', { name: /^Удалить/ })).toHaveLength(1),
    );
    expect(mock.server.store.data.audits.filter((a) => a.nick === AGENT)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['auditor', 'director', "the director's office"],
    ['auditor', 'head_cid', 'the leadership table'],
    ['hr_inspector', 'deputy_director', "the director's office"],
    ['agent_cid', 'agent_dea', 'any table (no HR role)'],
  ] as const)(
    '%s opening the profile of %s (%s) sees the no-access state and no profile is asked',
    async (role, target, _table) => {
      const nick = mock.server.store.data.members.find(
        (m) =>
          m.id === mock.server.store.data.accounts.find((a) => a.username === target)?.memberId,
      )?.nick;
      await mock.renderAs(role, <HrProfilePage />, `/hr-profile?nick=${nick}`);
      expect(await screen.findByText(MESSAGES.noAccess)).toBeInTheDocument();
      expect(screen.getByText(T.noAccessHint)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `${T.edit}: ${T.mainTitle}` })).toBeNull();
      expect(mock.requests.all.filter((r) => r.path.startsWith('/api/v1/profile'))).toEqual([]);
    },
  );

  it('auditor sees the audit without the delete button', async () => {
    const user = setupUser();
    await mock.renderAs('auditor', <HrProfilePage />, `/hr-profile?nick=${AGENT}`);
    await user.click(await screen.findByRole('button', { name: UI_TEXT.staffAudit }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `${UI_TEXT.staffAudit}: ${AGENT}` }),
    );
    expect(await dialog.findByText('Изменение ранга')).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: /^Отчёт/ })).toHaveLength(2);
    expect(dialog.queryByRole('button', { name: /^Удалить/ })).toBeNull();
  });
});
