import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Основная информация',
    children: <p>ФИО: Иван Петров. Дата рождения: 01.01.1990.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Изменить
      </Button>
    ),
    footer: <Button size="sm">Сохранить</Button>,
  },
};
export const Compact: Story = { args: { compact: true, title: undefined } };
export const LongContent: Story = {
  args: { children: <p>{'Автобиография агента, очень длинный текст. '.repeat(30)}</p> },
};
