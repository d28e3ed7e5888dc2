import { MESSAGES, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import type { Profile } from './api.ts';
import { sampleProfile } from './fixtures.ts';
import { MainInfoModal } from './MainInfoModal.tsx';

const MAIN = '/api/v1/profile/main';
const TITLE = T.editTitle(T.mainTitle);
const SAVE = new RegExp(T.save);

/** The main information edit (02 §2.11, §5 Profile main form), every message letter for letter. */
const meta = {
  title: 'Portal/Profile/MainInfoModal',
  component: MainInfoModal,
  args: { nick: null, profile: sampleProfile(), onClose: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof MainInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: SAVE }));
  return dialog;
};

/** Filled from the profile. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /Имя и фамилия/ })).toHaveValue('Иван Петров');
  },
};

/** A profile with one field wrong: Save shows that field's message and sends nothing. */
const invalid = (patch: Partial<Profile>, message: string): Story => ({
  args: { profile: sampleProfile(patch) },
  play: async ({ args }) => {
    await save();
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 'Имя и Фамилия не могут бысть пустыми'. */
export const FullNameEmpty = invalid({ fullName: null }, MESSAGES.fullNameEmpty);
/** 'Имя и фамилия не могут содержать более 50 символов.' */
export const FullNameTooLong = invalid({ fullName: 'И'.repeat(51) }, MESSAGES.fullNameTooLong);
/** 'Пол не может быть пустым'. */
export const GenderEmpty = invalid({ gender: null }, MESSAGES.genderEmpty);
/** 'Этнос не может быть пустым'. */
export const EthnicityEmpty = invalid({ ethnicity: null }, MESSAGES.ethnicityEmpty);
/** 'Дата рождения не может быть пустой'. */
export const BirthDateEmpty = invalid({ birthDate: null }, MESSAGES.birthDateEmpty);
/** 'Место рождения не может быть пустым'. */
export const BirthPlaceEmpty = invalid({ birthPlace: null }, MESSAGES.birthPlaceEmpty);
/** 'Место рождения не может содержать более 150 символов.' */
export const BirthPlaceTooLong = invalid(
  { birthPlace: 'М'.repeat(151) },
  MESSAGES.birthPlaceTooLong,
);
/** 'Гражданство не может быть пустым'. */
export const CitizenshipEmpty = invalid({ citizenship: null }, MESSAGES.citizenshipEmpty);
/** 'Место жительства не может быть пустым'. */
export const ResidenceEmpty = invalid({ residence: null }, MESSAGES.residenceEmpty);
/** 'Номер страховки не может быть пустым'. */
export const InsuranceEmpty = invalid({ insuranceNumber: null }, MESSAGES.insuranceEmpty);
/** 'Семейное положение не может быть пустым'. */
export const MaritalStatusEmpty = invalid({ maritalStatus: null }, MESSAGES.maritalStatusEmpty);
/** 'Номер телефона не может быть пустым'. */
export const PhoneEmpty = invalid({ phoneNumber: null }, MESSAGES.phoneEmpty);

/** Saved, the answer carrying an achievement: the green toast at once. */
export const SavedWithAchievement: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', MAIN, () => sampleProfile({ achievement: { title: 'Личное дело' } })));
  },
  play: async ({ args }) => {
    await save();
    await expectToast(UI_TEXT.achievementReceived);
    await expectToast('Личное дело');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is saved. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', MAIN, neverAnswer));
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
    msw.use(override('put', MAIN, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await save();
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Имя и фамилия/ })).toHaveValue('Иван Петров');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(409, 'Профиль уже изменён');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
