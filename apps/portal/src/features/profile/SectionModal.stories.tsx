import { MESSAGES, PROFILE_TEXT as T, UI_TEXT, type ProfileSection } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleProfile } from './fixtures.ts';
import { SectionModal } from './SectionModal.tsx';

const SKILLS = '/api/v1/profile/skills';
const SAVE = new RegExp(T.save);

/** The edit modal of a profile text block (02 §2.11, §5 Profile sections). */
const meta = {
  title: 'Portal/Profile/SectionModal',
  component: SectionModal,
  args: { nick: null, section: 'skills', profile: sampleProfile(), onClose: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof SectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async (section: ProfileSection = 'skills') => {
  const dialog = await findDialog(T.editTitle(T[section]));
  await userEvent.click(dialog.getByRole('button', { name: SAVE }));
  return dialog;
};

/** Skills filled from the profile, with the character counter. */
export const Skills: Story = {
  play: async () => {
    const dialog = await findDialog(T.editTitle(T.skills));
    await expect(dialog.getByText(T.counter(30, 2500))).toBeVisible();
  },
};

/** An empty block: its own message, nothing sent. */
const empty = (section: ProfileSection, message: string): Story => ({
  args: { section, profile: sampleProfile({ [section]: null }) },
  play: async ({ args }) => {
    await save(section);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 'Автобиография не может быть пустым'. */
export const BiographyEmpty = empty('biography', MESSAGES.biographyEmpty);
/** 'Образование не может быть пустым'. */
export const EducationEmpty = empty('education', MESSAGES.educationEmpty);
/** 'Навыки не могут быть пустыми'. */
export const SkillsEmpty = empty('skills', MESSAGES.skillsEmpty);
/** 'Качества не могут быть пустыми'. */
export const QualitiesEmpty = empty('qualities', MESSAGES.qualitiesEmpty);
/** 'Послужной список не может быть пустым'. */
export const ServiceRecordEmpty = empty('serviceRecord', MESSAGES.serviceRecordEmpty);

/** Skills over 2500 characters: the counter shows it, 'Навыки не могут содержать более 2500 символов.' */
export const SkillsTooLong: Story = {
  args: { profile: sampleProfile({ skills: 'я'.repeat(2501) }) },
  play: async ({ args }) => {
    const dialog = await save();
    await expect(dialog.getByText(T.counter(2501, 2500))).toBeVisible();
    await expectToast(MESSAGES.skillsTooLong);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Saved, the answer carrying an achievement: the green toast at once. */
export const SavedWithAchievement: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('put', SKILLS, () => sampleProfile({ achievement: { title: 'Личное дело' } })),
    );
  },
  play: async ({ args }) => {
    await save();
    await expectToast('Личное дело');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saved without an achievement: no toast. */
export const SavedWithoutAchievement: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', SKILLS, () => sampleProfile()));
  },
  play: async ({ args }) => {
    await save();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(page().queryByText(UI_TEXT.achievementReceived)).toBeNull();
  },
};

/** While it is saved. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', SKILLS, neverAnswer));
  },
  play: async () => {
    const dialog = await save();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: SAVE })).toHaveAttribute('data-pending'),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', SKILLS, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await save();
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Навыки/ })).toHaveValue(
      sampleProfile().skills,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(409, 'Профиль уже изменён');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
