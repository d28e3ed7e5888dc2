import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

/** A seeded person with a dossier and an act. */
const NICK = 'Nadezhda_Kornilova';

/** The header's nick search, "everything about one person" (issue 12). */
const meta = {
  title: 'Portal/Search/HeaderSearch',
  component: HeaderSearch,
  parameters: { session: { role: 'director' }, route: '/' },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(await page().findByRole('button', { name: 'Поиск по нику' }));
  const dialog = await findDialog('Всё о человеке');
  return dialog;
};
const type = async (text: string) => {
  const dialog = await open();
  await userEvent.type(await dialog.findByRole('searchbox', { name: 'Ник' }), text);
  return dialog;
};
const options = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('listbox', { name: 'Найденные записи' })).queryAllByRole('option');

/** Closed: the header button. */
export const Closed: Story = {
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Поиск по нику' })).toBeVisible();
  },
};

/** Opened: the field has the focus and asks for 2 letters. */
export const Typing: Story = {
  play: async () => {
    const dialog = await type('N');
    await expect(dialog.getByRole('searchbox', { name: 'Ник' })).toHaveFocus();
    await expect(dialog.getByText('Введите хотя бы 2 буквы ника')).toBeVisible();
  },
};

/**
 * The director finds the person's page first (issue 25), then their dossier and act, newest
 * first, each with status and date.
 */
export const Results: Story = {
  play: async () => {
    const dialog = await type(NICK.toLowerCase());
    const found = (registry: string) =>
      options(dialog).some((o) => o.textContent?.includes(registry));
    await waitFor(() => expect(found('Разведка') && found('Акты нарушений')).toBe(true), {
      timeout: 5000,
    });
    // The person's page comes first (issue 25).
    await expect(options(dialog)[0]).toHaveTextContent(`Досье: ${NICK}`);
  },
};

/** agent_cid: the same person without the dossier (01 §6 "Dossier open": IB roles only). */
export const ResultsAsAgentCid: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await type(NICK);
    await waitFor(
      () =>
        expect(options(dialog).some((o) => o.textContent?.includes('Акты нарушений'))).toBe(true),
      { timeout: 5000 },
    );
    await expect(options(dialog).some((o) => o.textContent?.includes('Разведка'))).toBe(false);
  },
};

/** Nothing found: said in words. */
export const NothingFound: Story = {
  play: async () => {
    const dialog = await type('Nobody_Such');
    await expect(
      await dialog.findByText('По нику «Nobody_Such» ничего не найдено', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

/** While the registries answer. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/act/all', neverAnswer));
  },
  play: async () => {
    const dialog = await type(NICK);
    await expect(await dialog.findByText('Ищем…')).toBeVisible();
  },
};

/** One registry fails: it is named, the others' records still show. */
export const OneRegistryFailing: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/act/all', () => errorAnswer(500, 'Внутренняя ошибка сервера')),
    );
  },
  play: async () => {
    const dialog = await type(NICK);
    await expect(
      await dialog.findByText('Акты нарушений: не удалось загрузить', undefined, {
        timeout: 8000,
      }),
    ).toBeVisible();
    await expect(options(dialog).some((o) => o.textContent?.includes('Разведка'))).toBe(true);
  },
};

/** Keyboard only: Ctrl+K opens, typing searches, ArrowDown moves to a record. */
export const Keyboard: Story = {
  play: async () => {
    await page().findByRole('button', { name: 'Поиск по нику' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await findDialog('Всё о человеке');
    const field = await dialog.findByRole('searchbox', { name: 'Ник' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard(NICK);
    await waitFor(() => expect(options(dialog).length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBeTruthy());
  },
};
