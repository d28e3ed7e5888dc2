import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

/** Small real PNGs (a wide one and a tall one) decoded from base64. */
const pngFile = (base64: string, name: string) =>
  new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const WIDE =
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAJElEQVR42mNQTX49IIhh1OJRi0ctHrV41OJRi0ctHrV45FgMALtuh50tUFqvAAAAAElFTkSuQmCC';
const TALL =
  'iVBORw0KGgoAAAANSUhEUgAAAMgAAAOECAIAAABrSOlDAAAGKklEQVR42u3SQQkAAAgEwethE6OZ3gyCz4FJsGxqGt5FAoyFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2NhLBUwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxsJYKmAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMhbEkwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBbGUgFjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLIylAsbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYGEsCjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY2EsFTAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGwlgqYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIyFsSTAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSwwFsbCWGAsjIWxwFgYC2OBsTAWxgJjYSyMBcbCWBgLjIWxMBYYC2NhLDAWxsJYYCyMhbHAWBgLY4GxMBbGAmNhLIwFxsJYGAuMhbEwFsZSAWNhLIwFxsJYGAuMhbEwFhgLY2EsMBbGwlhgLIyFscBYGAtjgbEwFsYCY2EsjAXGwlgYC4yFsTAWGAtjYSy4WWRmrCkpFxalAAAAAElFTkSuQmCC';
const pngLike = pngFile(WIDE, 'photo.png');

const meta = {
  title: 'UI/Fields/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  args: { label: 'Фотография', value: null, onChange: fn() },
  render: function Render(args) {
    const [file, setFile] = useState<File | null>(args.value);
    return (
      <ImageUpload
        {...args}
        value={file}
        onChange={(f) => {
          setFile(f);
          args.onChange(f);
        }}
      />
    );
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chooses: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    await userEvent.upload(input, pngLike);
    await expect(args.onChange).toHaveBeenCalledWith(pngLike);
    const img = await within(canvasElement).findByRole('img', { name: 'Предпросмотр изображения' });
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};

export const RejectsNonImage: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Можно загрузить только изображение',
    );
  },
};

/** A tall image is shown at most 300 px high. */
export const TallPreview: Story = {
  args: { value: pngFile(TALL, 'tall.png') },
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img');
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};
/** A stored image (no file chosen yet) is previewed too, at most 300 px high. */
export const ExistingImage: Story = {
  args: {
    previewUrl: `data:image/png;base64,${TALL}`,
  },
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img');
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Добавьте фотографию' } };
