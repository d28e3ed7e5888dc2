import { PROFILE_TEXT as T } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleProfile } from './fixtures.ts';
import { PhotoChooserModal } from './PhotoChooserModal.tsx';

const PHOTO = '/api/v1/profile/photo';
const SAVE = new RegExp(T.save);

/** The avatar chooser of 25 presets (02 §2.11, §9). */
const meta = {
  title: 'Portal/Profile/PhotoChooserModal',
  component: PhotoChooserModal,
  args: { nick: null, profile: sampleProfile(), onClose: fn() },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof PhotoChooserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (n: number) => {
  const dialog = await findDialog(T.photoTitle);
  await userEvent.click(dialog.getByRole('radio', { name: T.photoPreset(n) }));
  await userEvent.click(dialog.getByRole('button', { name: SAVE }));
  return dialog;
};

/** 25 presets, the current one chosen; Save disabled until another is chosen. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(T.photoTitle);
    await expect(dialog.getAllByRole('radio')).toHaveLength(25);
    await expect(dialog.getByRole('radio', { name: T.photoPreset(4) })).toBeChecked();
    await expect(dialog.getByRole('button', { name: SAVE })).toBeDisabled();
  },
};

/** Another preset saved. */
export const Saved: Story = {
  play: async ({ args }) => {
    await choose(7);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is saved. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', PHOTO, neverAnswer));
  },
  play: async () => {
    const dialog = await choose(7);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: SAVE })).toHaveAttribute('data-pending'),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', PHOTO, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await choose(7);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 400: not a known image. */
export const Invalid = failing(400, 'Выберите изображение из предложенных');
/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
