import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Cluster, Page, PageHeader, Stack } from './Page';

/** Page layout primitives: every screen is a Page with a PageHeader, then Stacks and Clusters. */
const meta = {
  title: 'UI/Layout/Page',
  component: Page,
  tags: ['autodocs'],
  args: { children: null },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list screen's frame: title with a count and an action, a card, a row of buttons. */
export const ListScreen: Story = {
  args: {
    children: (
      <>
        <PageHeader
          title="Реестр наказаний"
          description="Всего записей: 42"
          actions={<Button>Выдать наказание</Button>}
        />
        <Card title="Фильтры">
          <Stack gap="sm">
            <p>Поля фильтров</p>
            <Cluster justify="end">
              <Button variant="secondary">Сбросить</Button>
              <Button>Обновить</Button>
            </Cluster>
          </Stack>
        </Card>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Реестр наказаний' })).toBeVisible();
    await expect(canvas.getByText('Всего записей: 42')).toBeVisible();
  },
};

/** A long title wraps instead of pushing the actions off a narrow screen. */
export const LongTitle: Story = {
  args: {
    children: (
      <PageHeader
        title="Очень длинное название раздела портала сотрудников"
        actions={<Button size="sm">Действие</Button>}
      />
    ),
  },
};
