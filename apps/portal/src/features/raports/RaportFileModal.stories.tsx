import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formFiller, type FormFields } from '../../shared/testing/formFill.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
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

/** The form replaces the loading dialog once the investigations are in. */
const ready = () => page().findByRole('textbox', { name: /^Описание/ }, { timeout: 5000 });

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
const FIELDS: FormFields<Input> = {
  investigation: { option: 'Расследование' },
  description: 'Описание',
  article: { entry: 'Статьи' },
  link: { entry: 'Доказательства' },
};

const form = formModalStories<Input>({
  title: TITLE,
  fields: FIELDS,
  submitLabel: 'Подать',
  ready,
  call: (answer) => override('post', ADD, answer),
  complete: COMPLETE,
  kept: 'description',
  answer: () => ({ id: 1, achievement: null }),
});
const invalid = form.invalid;

/** agent_cid: only the CID and the joint investigation are offered, none preselected. */
export const Empty = form.opened(async (dialog) => {
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
});

/** agent_dea sees the DEA and the joint one. */
export const AsDeaAgent: Story = {
  parameters: { session: { role: 'agent_dea' } },
  ...form.opened(async (dialog) => {
    await userEvent.click(dialog.getByRole('button', { name: /Расследование$/ }));
    const options = await page().findAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveTextContent('№502');
    await userEvent.keyboard('{Escape}');
  }),
};

/** Every field filled, not yet sent. */
export const Filled = form.filled((dialog) => expect(dialog.getByText('12.1 УК')).toBeVisible());

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
/** Everything filled but the investigation: 'Выберите расследование', marked on the field. */
export const InvestigationNotChosen = invalid(
  { ...COMPLETE, investigation: '' },
  MESSAGES.investigationNotChosen,
  (dialog) => expect(dialog.getByText(MESSAGES.investigationNotChosen)).toBeVisible(),
);
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
export const Filed = form.sent;

/** While sending: Cancel disabled. */
export const Pending = form.pending;

/** 403 from the server: the investigation does not fit; the form stays. */
export const Forbidden = form.failing(403, MESSAGES.noInvestigationAccess);
/** 409: the investigation was closed meanwhile; the form stays. */
export const Conflict = form.failing(409, MESSAGES.noOpenInvestigations);
/** 500: the form stays. */
export const ServerError = form.serverError;

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
    const ib = formFiller('Подать рапорт IB', FIELDS, 'Подать', ready);
    await ib.submit({ ...COMPLETE, investigation: '№601 — Triads', article: '3.2 АК' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
