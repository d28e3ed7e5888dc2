import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import DossierCreateModal from './DossierCreateModal.tsx';

const ADD = '/api/v1/intelligence/add';
const TITLE = 'Досье';

/** The IB dossier wizard from the sidebar (01 §2, §5 IB dossier). */
const meta = {
  title: 'Portal/Intelligence/DossierCreateModal',
  component: DossierCreateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'secret_intelligence_agent' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof DossierCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = Awaited<ReturnType<typeof findDialog>>;

const put = async (dialog: Dialog, label: string, value: string | undefined) => {
  if (value === undefined) return;
  await fillText(dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
};

/** Step 1's required fields; an omitted one stays empty. */
interface Main {
  nick?: string;
  race?: string;
  nation?: string;
  organization?: string;
  position?: string;
}

const MAIN: Required<Main> = {
  nick: 'Pavel_Orlov',
  race: 'Европеоид',
  nation: 'Русский',
  organization: 'LSPD',
  position: 'Лидер',
};

const fillMain = async (input: Main) => {
  const dialog = await findDialog(TITLE);
  await put(dialog, 'Ник', input.nick);
  await put(dialog, 'Раса', input.race);
  await put(dialog, 'Национальность', input.nation);
  if (input.organization) await chooseOption('Организация', input.organization, dialog);
  await put(dialog, 'Ранг и должность', input.position);
  return dialog;
};

const next = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
const send = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));

/** Both steps' required fields filled except those `skip` names. */
const fillBoth = async (skip: readonly string[] = []) => {
  const dialog = await fillMain(MAIN);
  await next(dialog);
  await dialog.findByRole('heading', { name: /Шаг 2 из 2/ });
  const has = (key: string) => !skip.includes(key);
  if (has('description')) await put(dialog, 'Описание', 'Связан с контрабандой');
  if (has('photo')) {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'face.png', { type: 'image/png' }));
    await dialog.findByRole('img', { name: 'Фотография' });
  }
  if (has('cautions')) {
    await put(dialog, 'Подозрения', 'Контрабанда оружия');
    await userEvent.keyboard('{Enter}');
  }
  if (has('proves')) {
    await put(dialog, 'Доказательства', 'https://forum.example/t/9');
    await userEvent.keyboard('{Enter}');
  }
  return dialog;
};

/** The first step: required fields marked, birth data and appearance optional. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Раса/ })).toBeRequired();
    await expect(dialog.getByRole('textbox', { name: /^Цвет глаз/ })).not.toBeRequired();
  },
};

const invalidMain = (input: Main, message: string): Story => ({
  play: async ({ args }) => {
    const dialog = await fillMain(input);
    await next(dialog);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const NickEmpty = invalidMain({}, MESSAGES.nickEmpty);
export const RaceEmpty = invalidMain({ ...MAIN, race: undefined }, MESSAGES.raceEmpty);
export const NationEmpty = invalidMain({ ...MAIN, nation: undefined }, MESSAGES.nationEmpty);
export const OrganizationEmpty = invalidMain(
  { ...MAIN, organization: undefined },
  MESSAGES.organizationEmpty,
);
export const PositionEmpty = invalidMain({ ...MAIN, position: undefined }, MESSAGES.positionEmpty);

const invalidExtra = (skip: string, message: string): Story => ({
  play: async ({ args }) => {
    const dialog = await fillBoth([skip]);
    await send(dialog);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const DescriptionEmpty = invalidExtra('description', MESSAGES.descriptionEmpty);
export const PhotoEmpty = invalidExtra('photo', MESSAGES.photoEmpty);
export const SuspicionsEmpty = invalidExtra('cautions', MESSAGES.suspicionsEmpty);
export const LinksEmpty = invalidExtra('proves', MESSAGES.linksEmpty);

/** Filled; Back keeps step 1, Next keeps step 2. */
export const FilledBackKeepsInput: Story = {
  play: async () => {
    const dialog = await fillBoth();
    await userEvent.click(dialog.getByRole('button', { name: 'Назад' }));
    await expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue(MAIN.nick);
    await next(dialog);
    await expect(await dialog.findByText('Контрабанда оружия')).toBeVisible();
  },
};

/** Sent with only the required fields: the modal closes. */
export const Created: Story = {
  play: async ({ args }) => {
    await send(await fillBoth());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending. */
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
    await userEvent.click(dialog.getByRole('button', { name: 'Назад' }));
    await expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue(MAIN.nick);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: both steps keep their input. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500: both steps keep their input. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
