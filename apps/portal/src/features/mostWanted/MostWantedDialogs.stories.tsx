import { MESSAGES, statusLabel } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { withStepState } from '../../shared/testing/withStepState.tsx';
import {
  clearStaleAnnouncements,
  expectToast,
  fillText,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { sampleMostWanted } from './fixtures.ts';
import { MostWantedDialogs, type MwDialog } from './MostWantedDialogs.tsx';
import { answering } from '../../shared/testing/actionStories.ts';

const REWORK = '/api/v1/most-wanted/{id}/update/{comment}';
const ARREST = '/api/v1/most-wanted/{id}/arrest';
const UPDATE = '/api/v1/most-wanted/{id}/update';
const APPROVE = '/api/v1/most-wanted/{id}/approve';
const ORDER = '/api/v1/most-wanted/{id}/order';
const VIEW = 'Рапорт MW: Ivan_Petrov';

/** The row dialogs with their switching, starting at `start`. */
const Harness = withStepState(MostWantedDialogs);

/** The MW row dialogs (01 §2): edit wizard, rework comment, arrest form, back to the view. */
const meta = {
  title: 'Portal/MostWanted/MostWantedDialogs',
  component: Harness,
  args: { start: { step: 'rework', report: sampleMostWanted() } },
  parameters: { session: { role: 'head_cid' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const REWORK_TITLE = 'Отправка на доработку: Ivan_Petrov';
const ARREST_TITLE = 'Информация об аресте: Ivan_Petrov';
const caught = sampleMostWanted({ status: 'ORDER_ASSIGNED' });
const arrestArgs = { start: { step: 'arrest', report: caught } } satisfies Story['args'];

const rework = commentDialogStories<{ start: MwDialog }>({
  title: REWORK_TITLE,
  field: /^Комментарий/,
  submit: 'Отправить на доработку',
  call: (answer) => override('put', REWORK, answer),
  answer: () => sampleMostWanted({ status: 'NEED_IMPROVE', comment: 'Нет фото лица' }),
  comment: 'Нет фото лица',
  required: MESSAGES.commentEmpty,
  sent: async () => {
    const view = await findDialog(VIEW);
    await expect(view.getByText(statusLabel('mw', 'NEED_IMPROVE'))).toBeVisible();
    await expect(view.getByText('Нет фото лица')).toBeVisible();
  },
});

/** Rework without a comment: 'Заполните комментарий!', nothing sent. */
export const ReworkEmpty = rework.invalid;
/** Sent: back to the view with the new status and comment. */
export const ReworkSent = rework.sent;
/** Sending the rework: pending, Cancel disabled. */
export const ReworkPending = rework.pending;
/** 409 on the rework: the comment stays. */
export const ReworkConflict = rework.failing(
  409,
  'Нельзя отправить MW-отчёт на доработку: текущий статус «Одобрен»',
);

/**
 * After an action that keeps the view open, focus stays in the dialog (not on the page) and Esc
 * still closes it: `press` the button named `label`, the answer in status `to`.
 */
const keepsFocus = (label: string, to: 'APPROVED' | 'ORDER_ASSIGNED'): Story['play'] =>
  async function play() {
    const dialog = await findDialog(VIEW);
    await userEvent.click(dialog.getByRole('button', { name: label }));
    await expect(await dialog.findByText(statusLabel('mw', to))).toBeVisible();
    const element = page().getByRole('dialog', { name: VIEW });
    await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  };

/** «Одобрить» (head_cid, on check): the view shows «Одобрен», focus stays, Esc closes. */
export const ApproveKeepsFocus: Story = {
  args: { start: { step: 'view', report: sampleMostWanted() } },
  ...answering(override('put', APPROVE, () => sampleMostWanted({ status: 'APPROVED' }))),
  play: keepsFocus('Одобрить', 'APPROVED'),
};

/** The warrant (general_counsel): its button turns off, yet focus stays and Esc closes. */
export const WarrantKeepsFocus: Story = {
  args: { start: { step: 'view', report: sampleMostWanted({ status: 'APPROVED' }) } },
  parameters: { session: { role: 'general_counsel' } },
  ...answering(override('put', ORDER, () => sampleMostWanted({ status: 'ORDER_ASSIGNED' }))),
  play: keepsFocus('Выдать ордер на арест', 'ORDER_ASSIGNED'),
};

/** The edit wizard of the author: both steps prefilled from the report. */
export const EditPrefilled: Story = {
  args: { start: { step: 'edit', report: sampleMostWanted({ status: 'NEED_IMPROVE' }) } },
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await findDialog('Редактирование рапорта MW: Ivan_Petrov');
    await expect(dialog.getByRole('textbox', { name: /^Имя_Фамилия/ })).toHaveValue('Ivan_Petrov');
    await expect(dialog.getByRole('radio', { name: 'Мужской' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
    await expect(await dialog.findByText('12.1 УК')).toBeVisible();
  },
};

/** 409 on the edit (the report moved on): the toast, the wizard keeps its input. */
export const EditConflict: Story = {
  args: { start: { step: 'edit', report: sampleMostWanted({ status: 'NEED_IMPROVE' }) } },
  parameters: { session: { role: 'agent_cid' } },
  ...answering(
    override('put', UPDATE, () =>
      errorAnswer(409, 'Нельзя изменить MW-отчёт: текущий статус «Одобрен»'),
    ),
  ),
  play: async () => {
    const dialog = await findDialog('Редактирование рапорта MW: Ivan_Petrov');
    await userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Сохранить' }));
    await expectToast('Нельзя изменить MW-отчёт: текущий статус «Одобрен»');
    await expect(dialog.getByRole('textbox', { name: /^Род деятельности/ })).toHaveValue('Грабежи');
  },
};

/** Arrest form input; an omitted value stays empty. */
interface Arrest {
  region?: string;
  city?: string;
  guilty?: boolean;
  link?: string;
}

const FULL: Required<Arrest> = {
  region: 'Сан-Андреас',
  city: 'Лос-Сантос',
  guilty: true,
  link: 'vk.com/wall-1_2',
};

const submitArrest = async (input: Arrest) => {
  const dialog = await findDialog(ARREST_TITLE);
  if (input.region) await fillText(dialog.getByRole('textbox', { name: /^Регион/ }), input.region);
  if (input.city) await fillText(dialog.getByRole('textbox', { name: /^Город/ }), input.city);
  if (input.guilty !== undefined)
    await userEvent.click(dialog.getByRole('radio', { name: input.guilty ? 'Да' : 'Нет' }));
  if (input.link) {
    await fillText(dialog.getByRole('textbox', { name: /^Доказательства ареста/ }), input.link);
    await userEvent.keyboard('{Enter}');
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

const invalidArrest = (input: Arrest, message: string): Story => ({
  args: arrestArgs,
  play: async () => {
    await submitArrest(input);
    await expectToast(message);
  },
});

export const ArrestRegionEmpty = invalidArrest({}, MESSAGES.arrestRegionEmpty);
export const ArrestCityEmpty = invalidArrest({ region: FULL.region }, MESSAGES.arrestCityEmpty);
export const ArrestGuiltEmpty = invalidArrest(
  { region: FULL.region, city: FULL.city },
  MESSAGES.arrestGuiltEmpty,
);
export const ArrestLinksEmpty = invalidArrest({ ...FULL, link: undefined }, MESSAGES.linksEmpty);

/** A link of another host without a scheme is refused as it is added (01 §5). */
export const ArrestLinkInvalid: Story = {
  args: arrestArgs,
  play: async () => {
    const dialog = await findDialog(ARREST_TITLE);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Доказательства ареста/ }),
      'forum.example/t/1{Enter}',
    );
    await expect(await dialog.findByText(MESSAGES.linksInvalid)).toBeVisible();
  },
};

/** Recorded: back to the view, caught, the arrest shown. */
export const ArrestSent: Story = {
  args: arrestArgs,
  ...answering(
    override('put', ARREST, () =>
      sampleMostWanted({
        status: 'SUSPECT_CAUGHT',
        arrest: { isGuilty: true, region: FULL.region, city: FULL.city, proves: [FULL.link] },
      }),
    ),
  ),
  play: async () => {
    await submitArrest(FULL);
    const view = await findDialog(VIEW);
    await expect(view.getByText(statusLabel('mw', 'SUSPECT_CAUGHT'))).toBeVisible();
    clearStaleAnnouncements();
  },
};

/** Recording: pending, Cancel disabled. */
export const ArrestPending: Story = {
  args: arrestArgs,
  ...answering(override('put', ARREST, neverAnswer)),
  play: async () => {
    const dialog = await submitArrest(FULL);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const arrestFails = (status: number, message: string): Story => ({
  args: arrestArgs,
  ...answering(override('put', ARREST, () => errorAnswer(status, message))),
  play: async () => {
    const dialog = await submitArrest(FULL);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Регион/ })).toHaveValue(FULL.region);
  },
});

/** 403 on the arrest. */
export const ArrestForbidden = arrestFails(403, 'У вас нет доступа к этой функции');
/** 409 on the arrest (no warrant any more). */
export const ArrestConflict = arrestFails(
  409,
  'Нельзя зафиксировать арест: текущий статус «Одобрен»',
);
/** 500 on the arrest. */
export const ArrestServerError = arrestFails(500, 'Внутренняя ошибка сервера');
