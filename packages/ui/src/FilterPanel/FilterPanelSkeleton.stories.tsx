import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FilterPanel } from './FilterPanel';
import { FilterPanelSkeleton } from './FilterPanelSkeleton';

const noop = () => undefined;

const meta = {
  title: 'UI/Data/FilterPanelSkeleton',
  component: FilterPanelSkeleton,
  tags: ['autodocs'],
  args: { fields: 3 },
} satisfies Meta<typeof FilterPanelSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The skeleton and the panel it stands for, one above the other: the same height, so the list
 * below does not move when the fields' code arrives (CLS, issue 13).
 */
export const SameHeightAsPanel: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="skeleton">
        <FilterPanelSkeleton {...args} />
      </div>
      <div data-testid="panel">
        <FilterPanel onReset={noop} onRefresh={noop}>
          <Select
            label="Фракция"
            items={[{ id: 'any', label: 'Любая' }]}
            selectedKey="any"
            onSelectionChange={noop}
          />
          <TextField label="Ник" />
          <DatePicker label="Дата с" value={null} onChange={noop} />
        </FilterPanel>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('skeleton')).toBeCloseTo(height('panel'), 0);
  },
};

/** On a phone both fold to the «Фильтры» toggle, again at the same height. */
export const SameHeightOnPhone: Story = {
  ...SameHeightAsPanel,
  globals: { viewport: { value: 'phone' } },
};
