import { STATUS_MACHINES, STATUS_MEANING_TONES, statusLabel } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusTones } from './StatusBadge';

const meta = {
  title: 'UI/Data/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { label: 'На проверке', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge label="Черновик" tone="neutral" />
      <StatusBadge label="В работе" tone="info" />
      <StatusBadge label="Одобрено" tone="success" />
      <StatusBadge label="На доработке" tone="warning" />
      <StatusBadge label="Отклонено" tone="danger" />
    </div>
  ),
};
export const Unknown: Story = {
  args: { label: '', tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Неизвестно')).toBeInTheDocument();
  },
};
export const LongContent: Story = { args: { label: 'Прошло 48 часов после одобрения' } };
/** The longest status of the spec (office ON_CHECK, 02 §4), wrapping in a narrow box. */
const LONG_LABEL = statusLabel('office', 'ON_CHECK');

/** `wraps` in a narrow box (a record's card on a phone): the label takes two lines, not more width. */
export const Wrapping: Story = {
  args: { label: LONG_LABEL, wraps: true },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }} data-testid="box">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const badge = within(box).getByText(LONG_LABEL);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(box.scrollWidth).toBeLessThanOrEqual(160);
  },
};

/**
 * Every status of every machine in its meaning's tone (packages/domain STATUS_MEANING_TONES:
 * progress, waiting, done, refused), so axe checks the contrast of each badge as screens show it;
 * no known status is grey, and «Выдан ордер на арест» is not the red of «Отклонено».
 */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(STATUS_MACHINES).map(([machine, table]) => (
        <div key={machine} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {Object.entries(table).map(([value, info]) => (
            <StatusBadge key={value} label={info.label} tone={info.tone} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((b) =>
      b.getAttribute('data-tone'),
    );
    await expect(
      tones.every((t) => Object.values<string>(STATUS_MEANING_TONES).includes(t ?? '')),
    ).toBe(true);
    const toneOf = (label: string) =>
      within(canvasElement)
        .getAllByText(label)[0]
        ?.closest('[data-tone]')
        ?.getAttribute('data-tone');
    await expect(toneOf('Выдан ордер на арест')).not.toBe(toneOf('Отклонено'));
  },
};
