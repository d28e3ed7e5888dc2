import { ACADEMY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../shared/testing/waits.ts';
import { SAMPLE_TRAINEE, sampleExams } from './fixtures.ts';
import { PromotionDateModal } from './PromotionDateModal.tsx';

const PUT = '/api/v1/team/update-promotion-date';
const TITLE = T.promotionDateTitle(SAMPLE_TRAINEE);

/** The next-promotion-date modal of /academy (03 §2, §7 PUT /team/update-promotion-date). */
const meta = {
  title: 'Portal/Academy/PromotionDateModal',
  component: PromotionDateModal,
  args: { nick: SAMPLE_TRAINEE, onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/academy-exam/all', () => ({
        exams: sampleExams(),
        achievement: null,
      })),
      override('put', PUT, () => ({})),
    );
  },
} satisfies Meta<typeof PromotionDateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog once the field shows the trainee's date (01.12.2026): the exams may arrive after the
 * modal opens, and the field takes their date then.
 */
const loadedField = async () => {
  const dialog = await findDialog(TITLE);
  await waitFor(
    () =>
      expect(dialog.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual([
        '01',
        '12',
        '2026',
      ]),
    { timeout: ASYNC_UTIL_TIMEOUT_MS },
  );
  return dialog;
};

/** The current next promotion date filled in. */
export const Default: Story = {
  play: async () => {
    await loadedField();
  },
};

/** Cleared: refused unsent with its message. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/academy-exam/all', () => ({
        exams: sampleExams().map((e) => ({ ...e, nextPromotionDate: null })),
        achievement: null,
      })),
    );
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    await expectToast(T.promotionDateEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

const form = formModalStories({
  submit: async () => {
    const dialog = await loadedField();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    return dialog;
  },
  call: (answer) => override('put', PUT, answer),
  done: 'onDone',
});

/** Saved: the modal reports it. */
export const Saved = form.sent;

/** While saving: Cancel disabled. */
export const Pending = form.pending;

/** 403: the caller may not change dates. */
export const Forbidden = form.forbidden;
/** 500: the server failed. */
export const ServerError = form.serverError;
