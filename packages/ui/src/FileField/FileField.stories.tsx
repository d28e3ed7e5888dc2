import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'UI/Fields/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: { label: 'Скан паспорта', value: null, onChange: fn() },
  render: function Render(args) {
    const [file, setFile] = useState<File | null>(args.value);
    return (
      <FileField
        {...args}
        value={file}
        onChange={(f) => {
          setFile(f);
          args.onChange(f);
        }}
      />
    );
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Выбрать файл' })).toBeEnabled();
  },
};
export const WithFile: Story = {
  args: { value: new File(['x'], 'passport.pdf', { type: 'application/pdf' }) },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Прикрепите файл' } };

/**
 * The drop area is named in Russian after its field (react-aria's default name is the
 * untranslated 'DropZone').
 */
export const DropAreaName: Story = {
  args: { label: 'Фотография' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Фотография: перетащите файл сюда' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /DropZone/ })).toBeNull();
  },
};

/** Required: the asterisk after the label, as on the other fields; not part of any name. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Скан паспорта: перетащите файл сюда' }),
    ).toBeInTheDocument();
  },
};
