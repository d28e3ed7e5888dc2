import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import MostWantedCreateModal from './MostWantedCreateModal.tsx';

const ADD = '/api/v1/most-wanted/add';
const TITLE = 'Рапорт MW';

/** The MW creation wizard from the sidebar (01 §2, §5 MW form). */
const meta = {
  title: 'Portal/MostWanted/MostWantedCreateModal',
  component: MostWantedCreateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_cid' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof MostWantedCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = Awaited<ReturnType<typeof findDialog>>;

/** Step 1's values; an omitted one stays empty. */
interface Main {
  nick?: string;
  birthDate?: string;
  birthPlace?: string;
  male?: boolean;
  eyes?: string;
  height?: string;
  weight?: string;
  hair?: string;
  race?: string;
  nation?: string;
}

const MAIN: Required<Main> = {
  nick: 'Ivan_Petrov',
  birthDate: '1990-05-17',
  birthPlace: 'Лос-Сантос',
  male: true,
  eyes: 'Карие',
  height: '180',
  weight: '80',
  hair: 'Чёрные',
  race: 'Европеоид',
  nation: 'Американец',
};

const put = async (dialog: Dialog, label: string, value: string | undefined) => {
  if (value === undefined) return;
  await fillText(dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
};

const fillMain = async (input: Main) => {
  const dialog = await findDialog(TITLE);
  await put(dialog, 'Имя_Фамилия', input.nick);
  await put(dialog, 'Дата рождения', input.birthDate);
  await put(dialog, 'Место рождения', input.birthPlace);
  if (input.male !== undefined)
    await userEvent.click(dialog.getByRole('radio', { name: input.male ? 'Мужской' : 'Женский' }));
  await put(dialog, 'Цвет глаз', input.eyes);
  await put(dialog, 'Рост', input.height);
  await put(dialog, 'Вес', input.weight);
  await put(dialog, 'Цвет волос', input.hair);
  await put(dialog, 'Раса', input.race);
  await put(dialog, 'Национальность', input.nation);
  return dialog;
};

const next = async (dialog: Dialog) => {
  await userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
};

/** Step 1 filled and passed; step 2 filled except what `skip` names. */
const fillBoth = async (skip: readonly string[] = []) => {
  const dialog = await fillMain(MAIN);
  await next(dialog);
  await dialog.findByRole('heading', { name: /Шаг 2 из 2/ });
  const has = (key: string) => !skip.includes(key);
  if (has('activity')) await put(dialog, 'Род деятельности', 'Грабежи');
  if (has('signs')) await put(dialog, 'Особые приметы', 'Шрам на щеке');
  if (has('description')) await put(dialog, 'Описание', 'Ограбил банк');
  if (has('mainViolation')) await chooseOption('Основное нарушение', 'Убийство', dialog);
  if (has('photo')) {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await dialog.findByRole('img', { name: 'Фотография' });
  }
  if (has('cautions')) {
    await put(dialog, 'Нарушенные статьи', '12.1 УК');
    await userEvent.keyboard('{Enter}');
  }
  if (has('proves')) {
    await put(dialog, 'Доказательства', 'https://forum.example/t/1');
    await userEvent.keyboard('{Enter}');
  }
  return dialog;
};

const send = async (dialog: Dialog) => {
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
};

/** The empty first step: Cancel and Next, no Back. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('heading', { name: /Шаг 1 из 2/ })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Назад' })).toBeNull();
  },
};

/** A step-1 rule of 01 §5 that fails: its message in the toast and under the field; the step stays. */
const invalidMain = (input: Main, message: string): Story => ({
  play: async ({ args }) => {
    const dialog = await fillMain(input);
    await next(dialog);
    await expectToast(message);
    await expect(dialog.getByRole('heading', { name: /Шаг 1 из 2/ })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const NickEmpty = invalidMain({}, MESSAGES.nickEmpty);
export const NickFormat = invalidMain({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const BirthDateFormat = invalidMain(
  { ...MAIN, birthDate: '17.05.1990' },
  MESSAGES.birthDateFormat,
);
export const BirthDateRange = invalidMain(
  { ...MAIN, birthDate: '1899-12-31' },
  MESSAGES.birthDateRange,
);
export const BirthPlaceTooLong = invalidMain(
  { ...MAIN, birthPlace: 'а'.repeat(151) },
  MESSAGES.birthPlaceTooLong,
);
export const SexEmpty = invalidMain({ ...MAIN, male: undefined }, MESSAGES.sexEmpty);
export const RaceEmpty = invalidMain({ ...MAIN, race: undefined }, MESSAGES.raceEmpty);
export const NationEmpty = invalidMain({ ...MAIN, nation: undefined }, MESSAGES.nationEmpty);
export const EyesEmpty = invalidMain({ ...MAIN, eyes: undefined }, MESSAGES.eyesEmpty);
export const HairTooLong = invalidMain({ ...MAIN, hair: 'а'.repeat(101) }, MESSAGES.hairTooLong);
export const HeightEmpty = invalidMain({ ...MAIN, height: undefined }, MESSAGES.heightEmpty);
export const WeightEmpty = invalidMain({ ...MAIN, weight: undefined }, MESSAGES.weightEmpty);

/** A step-2 rule that fails; nothing is sent. */
const invalidExtra = (skip: string, message: string): Story => ({
  play: async ({ args }) => {
    const dialog = await fillBoth([skip]);
    await send(dialog);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const ActivityEmpty = invalidExtra('activity', MESSAGES.activityEmpty);
export const SignsEmpty = invalidExtra('signs', MESSAGES.signsEmpty);
export const DescriptionEmpty = invalidExtra('description', MESSAGES.descriptionEmpty);
export const MainViolationEmpty = invalidExtra('mainViolation', MESSAGES.mainViolationEmpty);
export const PhotoEmpty = invalidExtra('photo', MESSAGES.photoEmpty);
export const ArticlesEmpty = invalidExtra('cautions', MESSAGES.articlesEmpty);
export const LinksEmpty = invalidExtra('proves', MESSAGES.linksEmpty);

/** Both steps filled, the photo previewed (at most 300 px high); Back keeps step 1. */
export const FilledBackKeepsInput: Story = {
  play: async () => {
    const dialog = await fillBoth();
    const photo = dialog.getByRole('img', { name: 'Фотография' });
    await expect(photo.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await userEvent.click(dialog.getByRole('button', { name: 'Назад' }));
    await expect(dialog.getByRole('textbox', { name: /^Имя_Фамилия/ })).toHaveValue(MAIN.nick);
    await next(dialog);
    await expect(await dialog.findByRole('textbox', { name: /^Род деятельности/ })).toHaveValue(
      'Грабежи',
    );
  },
};

/** Sent: the modal closes. */
export const Created: Story = {
  play: async ({ args }) => {
    await send(await fillBoth());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending: the submit pending, Back disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await fillBoth();
    await send(dialog);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Назад' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await fillBoth();
    await send(dialog);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Род деятельности/ })).toHaveValue('Грабежи');
    await userEvent.click(dialog.getByRole('button', { name: 'Назад' }));
    await expect(dialog.getByRole('textbox', { name: /^Имя_Фамилия/ })).toHaveValue(MAIN.nick);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: both steps keep their input. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500: both steps keep their input. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
