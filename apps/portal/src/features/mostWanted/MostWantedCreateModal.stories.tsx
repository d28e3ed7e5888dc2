import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta } from '@storybook/react-vite';
import { wizardStories } from '../../shared/testing/wizardStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import MostWantedCreateModal from './MostWantedCreateModal.tsx';

const TITLE = 'Рапорт MW';

/** The MW creation wizard from the sidebar (01 §2, §5 MW form). */
const meta = {
  title: 'Portal/MostWanted/MostWantedCreateModal',
  ...createModalMeta(MostWantedCreateModal, TITLE),
  parameters: { session: { role: 'agent_cid' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof MostWantedCreateModal>;

export default meta;

/** A valid step 1 (01 §5 MW form). */
const VALID = {
  nick: 'Ivan_Petrov',
  birthDate: '1990-05-17',
  birthPlace: 'Лос-Сантос',
  sex: 'Мужской',
  eyes: 'Карие',
  height: '180',
  weight: '80',
  hair: 'Чёрные',
  race: 'Европеоид',
  nation: 'Американец',
};

const wizard = wizardStories({
  title: TITLE,
  answerAdd: (answer) => override('post', '/api/v1/most-wanted/add', answer),
  main: {
    nick: { label: 'Имя_Фамилия' },
    birthDate: { label: 'Дата рождения' },
    birthPlace: { label: 'Место рождения' },
    sex: { label: 'Пол', pick: 'radio' },
    eyes: { label: 'Цвет глаз' },
    height: { label: 'Рост' },
    weight: { label: 'Вес' },
    hair: { label: 'Цвет волос' },
    race: { label: 'Раса' },
    nation: { label: 'Национальность' },
  },
  valid: VALID,
  extra: {
    activity: { label: 'Род деятельности', value: 'Грабежи' },
    signs: { label: 'Особые приметы', value: 'Шрам на щеке' },
    description: { label: 'Описание', value: 'Ограбил банк' },
    mainViolation: { label: 'Основное нарушение', value: 'Убийство', pick: 'option' },
  },
  cautions: { label: 'Нарушенные статьи', value: '12.1 УК' },
  required: 'Раса',
  optional: 'Дата рождения',
});

export const Empty = wizard.Empty;

export const NickEmpty = wizard.invalidMain({}, MESSAGES.nickEmpty);
export const NickFormat = wizard.invalidMain({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const BirthDateFormat = wizard.invalidMain(
  { ...VALID, birthDate: '17.05.1990' },
  MESSAGES.birthDateFormat,
);
export const BirthDateRange = wizard.invalidMain(
  { ...VALID, birthDate: '1899-12-31' },
  MESSAGES.birthDateRange,
);
export const BirthPlaceTooLong = wizard.invalidMain(
  { ...VALID, birthPlace: 'а'.repeat(151) },
  MESSAGES.birthPlaceTooLong,
);
export const SexEmpty = wizard.invalidMain({ ...VALID, sex: undefined }, MESSAGES.sexEmpty);
export const RaceEmpty = wizard.invalidMain({ ...VALID, race: undefined }, MESSAGES.raceEmpty);
export const NationEmpty = wizard.invalidMain(
  { ...VALID, nation: undefined },
  MESSAGES.nationEmpty,
);
export const EyesEmpty = wizard.invalidMain({ ...VALID, eyes: undefined }, MESSAGES.eyesEmpty);
export const HairTooLong = wizard.invalidMain(
  { ...VALID, hair: 'а'.repeat(101) },
  MESSAGES.hairTooLong,
);
export const HeightEmpty = wizard.invalidMain(
  { ...VALID, height: undefined },
  MESSAGES.heightEmpty,
);
export const WeightEmpty = wizard.invalidMain(
  { ...VALID, weight: undefined },
  MESSAGES.weightEmpty,
);

export const ActivityEmpty = wizard.invalidExtra('activity', MESSAGES.activityEmpty);
export const SignsEmpty = wizard.invalidExtra('signs', MESSAGES.signsEmpty);
export const DescriptionEmpty = wizard.invalidExtra('description', MESSAGES.descriptionEmpty);
export const MainViolationEmpty = wizard.invalidExtra('mainViolation', MESSAGES.mainViolationEmpty);
export const PhotoEmpty = wizard.invalidExtra('photo', MESSAGES.photoEmpty);
export const ArticlesEmpty = wizard.invalidExtra('cautions', MESSAGES.articlesEmpty);
export const LinksEmpty = wizard.invalidExtra('proves', MESSAGES.linksEmpty);

export const FilledBackKeepsInput = wizard.FilledBackKeepsInput;
export const Created = wizard.Created;
export const Pending = wizard.Pending;
export const Forbidden = wizard.Forbidden;
export const ServerError = wizard.ServerError;
