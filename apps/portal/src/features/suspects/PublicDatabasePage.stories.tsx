import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { PublicDatabasePage } from './PublicDatabasePage.tsx';

const LIST = '/api/v1/suspect/all/public';

/** The public suspects list, /db-public (03 §2): read-only, RECIDIVE as 'Рецидивист'. */
const meta = {
  title: 'Portal/Suspects/PublicDatabasePage',
  component: PublicDatabasePage,
  parameters: { session: { role: 'user' }, route: '/db-public', layout: 'fullscreen' },
} satisfies Meta<typeof PublicDatabasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 'Рецидивист', and a row does not open. */
export const AsVisitor: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', LIST, () => ({
        items: [
          {
            id: 1,
            author: 'Anna_Smirnova',
            nick: 'Tony_Montana',
            status: 'RECIDIVE',
            createdAt: '2026-11-20T09:30:00.000Z',
          },
        ],
        totalItems: 1,
      })),
    );
  },
  play: async () => {
    const table = await page().findByRole('grid', { name: 'База данных' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(row).toHaveTextContent('Рецидивист');
    await userEvent.click(within(row).getAllByRole('gridcell')[0] as HTMLElement);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** A page from the mock. */
export const FromMock: Story = {
  play: async () => {
    const table = await page().findByRole('grid', { name: 'База данных' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), {
      timeout: 5000,
    });
  },
};
