import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { SuspectsPage } from './SuspectsPage.tsx';

const LIST = '/api/v1/most-wanted/all/public';

/** The public most-wanted page, /suspects (03 §2). */
const meta = {
  title: 'Portal/Suspects/SuspectsPage',
  component: SuspectsPage,
  parameters: { session: { role: 'user' }, route: '/suspects', layout: 'fullscreen' },
} satisfies Meta<typeof SuspectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and caught lists from the mock. */
export const Default: Story = {
  play: async () => {
    const active = await page().findByRole('region', { name: /^В розыске/ });
    await expect(page().getByRole('region', { name: /^Пойманы/ })).toBeVisible();
    await waitFor(() => expect(within(active).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

/** A photo that fails to load shows the default image. */
export const BrokenPhoto: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', LIST, () => [
        {
          id: 1,
          nick: 'Tony_Montana',
          photo: '/no-such-photo.png',
          mainViolation: 'Убийство',
          status: 'ORDER_ASSIGNED',
        },
      ]),
    );
  },
  play: async () => {
    const img = await page().findByRole('img', { name: 'Фото: Tony_Montana' });
    await waitFor(() => expect(img).toHaveAttribute('data-default', 'true'), { timeout: 5000 });
    await expect(page().getByText('Пойманных пока нет')).toBeVisible();
  },
};

/** A phone's width (360 px): the cards take one column. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const active = await page().findByRole('region', { name: /^В розыске/ });
    await waitFor(() => expect(within(active).getAllByRole('listitem').length).toBeGreaterThan(1));
    const [a, b] = within(active).getAllByRole('listitem');
    await expect(a?.getBoundingClientRect().left).toBe(b?.getBoundingClientRect().left);
  },
};

/** A failed load: a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expect(await page().findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
  },
};
