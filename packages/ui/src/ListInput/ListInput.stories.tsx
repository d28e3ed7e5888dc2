import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListInput } from './ListInput';

const meta = {
  title: 'UI/Fields/ListInput',
  component: ListInput,
  tags: ['autodocs'],
  args: {
    label: 'Ссылки на доказательства',
    kind: 'link',
    placeholder: 'https://…',
    value: [],
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<readonly string[]>(args.value);
    return (
      <ListInput
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ссылки на доказательства' });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'плохая ссылка{Enter}');
    await expect(
      canvas.getByText('Одна или несколько ссылок имеют неверный формат'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, ' https://imgur.com/proof {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['https://imgur.com/proof']);
    await userEvent.type(input, 'https://imgur.com/second');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Удалить «https://imgur.com/proof»' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['https://imgur.com/second']);
  },
};

export const Articles: Story = {
  args: { label: 'Нарушенные статьи', kind: 'ukArticle', placeholder: '12.1 УК' },
};
export const IbArticles: Story = {
  args: { label: 'Статьи', kind: 'ibArticle', placeholder: '12.1 АК' },
};
export const WithEntries: Story = {
  args: { value: ['https://imgur.com/a', 'https://imgur.com/b'] },
};
export const EmptyInvalid: Story = {
  args: { isInvalid: true, errorMessage: 'Нужно добавить хотя бы одну ссылку' },
};
export const Disabled: Story = { args: { value: ['https://imgur.com/a'], isDisabled: true } };
export const LongContent: Story = {
  args: {
    value: Array.from(
      { length: 12 },
      (_, i) => `https://example.com/${'very-long-path/'.repeat(5)}${i}`,
    ),
  },
};
