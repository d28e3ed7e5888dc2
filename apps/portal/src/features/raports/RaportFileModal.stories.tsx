import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  chooseOption,
  expectToast,
  fillText,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { RaportFileModal } from './RaportFileModal.tsx';

const OPENED = '/api/v1/investigation/opened';
const ADD = '/api/v1/report/{investigationId}/add';
const TITLE = 'Подать рапорт';

const investigation = (id: number, direction: 'CID' | 'DEA', isJoint = false) => ({
  id,
  faction: 'Ballas',
  isJoint,
  direction,
  author: 'Anna_Smirnova',
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** Filing an agent or IB report from the sidebar (01 §2, §4, §5, §6, §8). */
const meta = {
  title: 'Portal/Raports/RaportFileModal',
  component: RaportFileModal,
  args: { kind: 'agent', onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_cid' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', OPENED, () => [
        investigation(501, 'CID'),
        investigation(502, 'DEA'),
        investigation(503, 'DEA', true),
      ]),
    );
  },
} satisfies Meta<typeof RaportFileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form once the investigations are in (it replaces the loading dialog). */
const findForm = async (title = TITLE) => {
  await page().findByRole('textbox', { name: /^Описание/ }, { timeout: 5000 });
  return findDialog(title);
};

interface Input {
  /** The investigation option to choose (none is preselected). */
  investigation?: string;
  description?: string;
  article?: string;
  link?: string;
}
const COMPLETE: Required<Input> = {
  investigation: '№501 — Ballas',
  description: 'Слежка за складом',
  article: '12.1 УК',
  link: 'https://imgur.com/a/1',
};

const fillForm = async (input: Input, title = TITLE) => {
  const dialog = await findForm(title);
  if (input.investigation) await chooseOption('Расследование', input.investigation, dialog);
  /** Fills a text field; `enter` then presses Enter, which adds the value to its list. */
  const fill = async (label: RegExp, value: string | undefined, enter = false) => {
    if (value === undefined) return;
    await fillText(dialog.getByRole('textbox', { name: label }), value);
    if (enter) await userEvent.keyboard('{Enter}');
  };
  await fill(/^Описание/, input.description);
  await fill(/^Статьи/, input.article, true);
  await fill(/^Доказательства/, input.link, true);
  return dialog;
};

const submit = async (input: Input, title = TITLE) => {
  const dialog = await fillForm(input, title);
  await userEvent.click(dialog.getByRole('button', { name: 'Подать' }));
  return dialog;
};

/** agent_cid: only the CID and the joint investigation are offered, none preselected. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findForm();
    await expect(dialog.getByRole('button', { name: /Расследование$/ })).toHaveTextContent(
      'Выберите значение',
    );
    await userEvent.click(dialog.getByRole('button', { name: /Расследование$/ }));
    const options = await page().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      '№501 — Ballas',
      '№503 — Ballas (совместное)',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** agent_dea sees the DEA and the joint one. */
export const AsDeaAgent: Story = {
  parameters: { session: { role: 'agent_dea' } },
  play: async () => {
    const dialog = await findForm();
    await userEvent.click(dialog.getByRole('button', { name: /Расследование$/ }));
    const options = await page().findAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveTextContent('№502');
    await userEvent.keyboard('{Escape}');
  },
};

/** Every field filled, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByText('12.1 УК')).toBeVisible();
  },
};

/** The open investigations still loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Загрузка…')).toBeInTheDocument();
  },
};

/** The open investigations failed to load: a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** None open: 'Нет открытых расследований для подачи рапорта', no form. */
export const NoneOpen: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => []));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.noOpenInvestigations);
    await expect(dialog.queryByRole('button', { name: 'Подать' })).toBeNull();
  },
};

/** Open ones, none that fits a CID agent: 'У вас нет доступа к текущим расследованиям'. */
export const NoAccess: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => [investigation(502, 'DEA')]));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      MESSAGES.noInvestigationAccess,
    );
  },
};

/** A rule of 01 §5 that fails: its message in the toast; nothing sent. */
const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** Everything filled but the investigation: 'Выберите расследование', marked on the field. */
export const InvestigationNotChosen: Story = {
  play: async ({ args }) => {
    const dialog = await submit({ ...COMPLETE, investigation: '' });
    await expectToast(MESSAGES.investigationNotChosen);
    await expect(dialog.getByText(MESSAGES.investigationNotChosen)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
const chosen = { investigation: COMPLETE.investigation };
export const DescriptionEmpty = invalid(chosen, MESSAGES.descriptionEmpty);
export const ArticlesEmpty = invalid(
  { ...chosen, description: COMPLETE.description },
  MESSAGES.articlesEmpty,
);
export const LinksEmpty = invalid(
  { ...chosen, description: COMPLETE.description, article: COMPLETE.article },
  MESSAGES.linksEmpty,
);

/** Filed: the modal closes. */
export const Filed: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
  play: async ({ args }) => {
    await submit(COMPLETE);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await submit(COMPLETE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Описание/ })).toHaveValue(
      COMPLETE.description,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403 from the server: the investigation does not fit; the form stays. */
export const Forbidden = failing(403, MESSAGES.noInvestigationAccess);
/** 409: the investigation was closed meanwhile; the form stays. */
export const Conflict = failing(409, MESSAGES.noOpenInvestigations);
/** 500: the form stays. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');

/** An IB report (secret agent): any open IB investigation, articles N.N УК/АК/ФП. */
export const IbReport: Story = {
  args: { kind: 'ib', title: 'Подать рапорт IB' },
  parameters: { session: { role: 'secret_intelligence_agent' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/ib-investigation/opened', () => [
        { id: 601, faction: 'Triads', author: 'Oleg_Morozov', createdAt: '2026-11-01T10:00:00Z' },
      ]),
      override('post', '/api/v1/ib-report/{id}/add', () => ({ id: 2, achievement: null })),
    );
  },
  play: async ({ args }) => {
    await submit(
      { ...COMPLETE, investigation: '№601 — Triads', article: '3.2 АК' },
      'Подать рапорт IB',
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
