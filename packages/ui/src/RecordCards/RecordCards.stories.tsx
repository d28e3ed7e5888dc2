import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { makeBenchRows, type BenchRow } from '../Table/TableBenchmark';
import { RecordCards } from './RecordCards';

const tone = (status: string) =>
  status === 'Отклонена' ? 'danger' : status === 'Завершена' ? 'success' : 'info';

/** A registry's rows as phone cards (issue 24). */
const meta = {
  title: 'UI/Data/RecordCards',
  component: RecordCards<BenchRow>,
  tags: ['autodocs'],
  globals: { viewport: { value: 'phone' } },
  args: {
    'aria-label': 'Заявки лаборатории',
    rows: makeBenchRows(4),
    rowKey: (r: BenchRow) => r.id,
    title: (r: BenchRow) => r.author,
    status: (r: BenchRow) => <StatusBadge label={r.status} tone={tone(r.status)} wraps />,
    fields: [
      { id: 'date', label: 'Дата создания', value: (r: BenchRow) => r.date },
      { id: 'approver', label: 'Одобрил', value: (r: BenchRow) => r.approver },
    ],
    emptyText: 'Записи не найдены',
  },
} satisfies Meta<typeof RecordCards<BenchRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and status first, then the labelled fields; the list is one list to a screen reader. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Заявки лаборатории' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText('Дата создания')).toHaveLength(4);
    // Nothing scrolls sideways on a phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A tap on a card's title or on one of its fields opens it, as does Enter on its title button
 * (Tab moves between cards); a declined card has no button and does not open.
 */
export const Pressable: Story = {
  args: { onRowPress: fn(), isRowPressable: (r: BenchRow) => r.status !== 'Отклонена' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Agent_1' }));
    await expect(args.onRowPress).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // A tap on a field opens its card.
    const [, secondDate] = canvas.getAllByText('Дата создания');
    if (!secondDate) throw new Error('no second card');
    await userEvent.click(secondDate);
    await expect(args.onRowPress).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByText('Agent_4'));
    await expect(canvas.queryByRole('button', { name: 'Agent_4' })).toBeNull();
    await expect(args.onRowPress).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agent_1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agent_2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowPress).toHaveBeenCalledTimes(3);
    await userEvent.keyboard(' ');
    await expect(args.onRowPress).toHaveBeenCalledTimes(4);
  },
};

/**
 * A card's text can be selected (a nick to copy): the click that ends a selection does not open
 * the card.
 */
export const TextSelectable: Story = {
  args: { onRowPress: fn() },
  play: async ({ canvasElement, args }) => {
    const nick = within(canvasElement).getByText('Agent_1');
    const [field] = within(canvasElement).getAllByText('Дата создания');
    if (!field) throw new Error('no field');
    await expect(getComputedStyle(field).userSelect).not.toBe('none');
    window.getSelection()?.selectAllChildren(nick);
    // The click a pointer's release gives after a drag-selection, without a new press.
    field.click();
    await expect(args.onRowPress).not.toHaveBeenCalled();
    await expect(window.getSelection()?.toString()).toBe('Agent_1');
    window.getSelection()?.removeAllRanges();
    field.click();
    await expect(args.onRowPress).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

/** The evidence button of a card's own. */
const openEvidence = fn();

/**
 * A card's own control (the registries' evidence «Открыть») takes its own tap: it runs that
 * control, not the card.
 */
export const WithOwnControl: Story = {
  args: {
    onRowPress: fn(),
    fields: [
      {
        id: 'evidence',
        label: 'Доказательства',
        value: (r: BenchRow) => (
          <Button size="sm" variant="secondary" onPress={() => openEvidence(r.id)}>
            Открыть
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    openEvidence.mockClear();
    const [own] = within(canvasElement).getAllByRole('button', { name: 'Открыть' });
    const box = own?.getBoundingClientRect();
    const hit = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(own);
    if (own) await userEvent.click(own);
    await expect(openEvidence).toHaveBeenCalledWith(1);
    await expect(args.onRowPress).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Записи не найдены')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};
