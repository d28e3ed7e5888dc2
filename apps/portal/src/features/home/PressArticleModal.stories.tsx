import { MESSAGES } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import PressArticleModal from './PressArticleModal.tsx';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { fillArticle, photoInput, pngFile } from './storyPlay.ts';

/**
 * The press-article form (01 §5 Press article, Photo uploads; 01 §7 news calls), opened from the
 * sidebar or the home page. Runs on the mock as the press secretary.
 */
const meta = {
  title: 'Portal/Home/PressArticleModal',
  component: PressArticleModal,
  args: { onClose: fn(), title: 'Пресс-статья' },
  parameters: { session: { role: 'press_secretary' } },
} satisfies Meta<typeof PressArticleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const publish = async () => {
  const dialog = await findDialog('Пресс-статья');
  await userEvent.click(dialog.getByRole('button', { name: 'Опубликовать' }));
};

/** The empty form. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Пресс-статья');
    await expect(dialog.getByRole('textbox', { name: /^Заголовок/ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Выбрать изображение' })).toBeEnabled();
  },
};

/** Every field filled and the photo uploaded (preview at most 300 px high), not yet sent. */
export const Filled: Story = {
  play: async () => {
    await findDialog('Пресс-статья');
    await fillArticle();
    await expect(page().getByRole('button', { name: 'Заменить' })).toBeVisible();
  },
};

/** Published: the modal closes (the news query is refreshed; any achievement toasts). */
export const Published: Story = {
  play: async ({ args }) => {
    await findDialog('Пресс-статья');
    await fillArticle();
    await publish();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Sent empty: the first required field's message in the red toast; nothing is sent. */
export const InvalidEmpty: Story = {
  play: async ({ args }) => {
    await findDialog('Пресс-статья');
    await publish();
    await expectToast(MESSAGES.headerEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A photo chosen before the header: 'Для загрузки фотографий заполните заголовок!'. */
export const PhotoBeforeHeader: Story = {
  play: async () => {
    await findDialog('Пресс-статья');
    await userEvent.upload(photoInput(), pngFile());
    await expectToast(MESSAGES.newsPhotoNeedsHeader);
  },
};

/** Publishing in progress: the button shows pending and the form cannot be closed. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/v1/news/add', async () => {
        await delay('infinite');
        return HttpResponse.json({ id: 0, achievement: null });
      }),
    );
  },
  play: async () => {
    await findDialog('Пресс-статья');
    await fillArticle();
    await publish();
    const dialog = await findDialog('Пресс-статья');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Опубликовать/ })).toHaveAttribute('data-pending'),
    );
  },
};

/** The server refuses: its message in the red toast, the form stays filled. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/v1/news/add', () =>
        HttpResponse.json(
          { type: 'INTERNAL', message: 'Сервис новостей временно недоступен' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async ({ args }) => {
    await findDialog('Пресс-статья');
    await fillArticle();
    await publish();
    await expectToast('Сервис новостей временно недоступен');
    const dialog = await findDialog('Пресс-статья');
    await expect(dialog.getByRole('textbox', { name: /^Заголовок/ })).toHaveValue('Учения HRT');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
