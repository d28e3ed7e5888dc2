import { PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleProfile } from './fixtures.ts';
import { ProfilePage } from './ProfilePage.tsx';

const PROFILE = '/api/v1/profile';

/** /profile (02 §2.11): the own profile in three columns. */
const meta = {
  title: 'Portal/Profile/ProfilePage',
  component: ProfilePage,
  parameters: { session: { role: 'agent_cid' }, route: '/profile', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(override('get', PROFILE, () => sampleProfile()));
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled: every block with its Edit button, the audit button, the avatar opening the chooser. */
export const Filled: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Ivan_Petrov' })).toBeVisible();
    for (const block of [
      T.mainTitle,
      T.education,
      T.skills,
      T.qualities,
      T.serviceRecord,
      T.biography,
    ])
      await expect(page().getByRole('button', { name: `${T.edit}: ${block}` })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.changePhoto('Ivan_Petrov') }));
    await findDialog(T.photoTitle);
  },
};

/** Empty: 'Добавьте о себе пару слов' and 'Не указано'. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', PROFILE, () =>
        sampleProfile({
          position: null,
          fullName: null,
          education: null,
          skills: null,
          qualities: null,
          serviceRecord: null,
          biography: null,
        }),
      ),
    );
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.biographyDefault)).toBeVisible();
    await expect(page().getByText(T.noPosition)).toBeVisible();
  },
};

/** A block's Edit opens its modal. */
export const EditSkills: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: `${T.edit}: ${T.skills}` }));
    await findDialog(T.editTitle(T.skills));
  },
};

/** 'Кадровый аудит' opens the audit. */
export const Audit: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: UI_TEXT.staffAudit }));
    await findDialog(`${UI_TEXT.staffAudit}: Ivan_Petrov`);
  },
};

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', PROFILE, neverAnswer));
  },
  play: async () => {
    await expect(page().queryByRole('heading', { name: 'Ivan_Petrov' })).toBeNull();
  },
};

/** A failed load: the toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', PROFILE, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await expect(await page().findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
  },
};
