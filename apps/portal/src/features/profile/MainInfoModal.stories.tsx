import { MESSAGES, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories, withSteps } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { expectToast } from '../../shared/testing/storyPlay.ts';
import type { Profile } from './api.ts';
import { sampleProfile } from './fixtures.ts';
import type { ProfileStepProps } from './api.ts';
import { MainInfoModal } from './MainInfoModal.tsx';

const SAVE = new RegExp(T.save);

/** The main information edit (02 §2.11, §5 Profile main form), every message letter for letter. */
const meta = {
  title: 'Portal/Profile/MainInfoModal',
  component: MainInfoModal,
  args: { nick: null, profile: sampleProfile(), onClose: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof MainInfoModal>;

export default meta;

const view = recordViewStories<ProfileStepProps>(T.editTitle(T.mainTitle));
const save = async () => userEvent.click(await view.button(SAVE));

/** Filled from the profile. */
export const Default = view.variant({
  then: (_args, dialog) =>
    expect(dialog.getByRole('textbox', { name: /Имя и фамилия/ })).toHaveValue('Иван Петров'),
});

/** A profile with one field wrong: Save shows that field's message and sends nothing. */
const invalid = (patch: Partial<Profile>, message: string) =>
  view.variant({
    args: { profile: sampleProfile(patch) },
    then: async (args) => {
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

const saving = actionStories<ProfileStepProps>({
  press: save,
  call: (answer) => override('put', '/api/v1/profile/main', answer),
  answer: () => sampleProfile({ achievement: { title: 'Личное дело' } }),
  callback: (args) => args.onClose,
  pending: () =>
    waitFor(async () => expect(await view.button(SAVE)).toHaveAttribute('data-pending')),
  kept: async () =>
    expect((await view.dialog()).getByRole('textbox', { name: /Имя и фамилия/ })).toHaveValue(
      'Иван Петров',
    ),
});

/** Saved, the answer carrying an achievement: the green toast at once. */
export const SavedWithAchievement = withSteps(saving.done, {
  after: async () => {
    await expectToast(UI_TEXT.achievementReceived);
    await expectToast('Личное дело');
  },
});
/** While it is saved. */
export const Pending = saving.pending;
/** 403. */
export const Forbidden = saving.failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = saving.failing(409, 'Профиль уже изменён');
/** 500. */
export const ServerError = saving.failing(500, 'Внутренняя ошибка сервера');
