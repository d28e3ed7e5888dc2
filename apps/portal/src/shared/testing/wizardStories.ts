/**
 * The stories of a two-step create wizard that ends with the shared evidence (the MW and dossier
 * wizards, 01 §2 "main info, then additional info, with back", §5): a stories file declares its
 * fields and valid values, this builds the states both wizards have (Storybook only).
 */
import { errorAnswer, neverAnswer, type override } from '@fbi/mocks/override';
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { HostModalProps } from '../HostModalProps.ts';
import { chooseOption, expectToast, fillText, findDialog } from './storyPlay.ts';

/** A story of a create modal opened from the sidebar. */
type WizardStory = StoryObj<ComponentType<HostModalProps>>;

type Dialog = Awaited<ReturnType<typeof findDialog>>;

/** A field as a person fills it: typed (default), picked in a select, or a radio by its label. */
export interface WizardField {
  /** The start of its accessible name (the label, without the required mark). */
  label: string;
  pick?: 'option' | 'radio';
}

/** A step-2 field with the valid value the filled stories give it. */
export interface ExtraField extends WizardField {
  value: string;
}

/** The evidence every wizard ends with (shared/evidence/evidenceFields.tsx). */
type EvidenceKey = 'photo' | 'cautions' | 'proves';

export interface WizardStoriesConfig<M extends string, E extends string> {
  /** The dialog's name (the stories' `title` arg). */
  title: string;
  /** Answers the create call instead of the mock, `override('post', path, answer)`. */
  answerAdd: (answer: Parameters<typeof override>[2]) => ReturnType<typeof override>;
  /** Step 1's fields in the order filled; `nick` names the person. */
  main: Record<'nick' | M, WizardField>;
  /** A valid step 1. */
  valid: Record<'nick' | M, string>;
  /** Step 2's fields before the evidence, filled in this order; the first is typed. */
  extra: Record<E, ExtraField>;
  /** The cautions list's label and a valid entry. */
  cautions: { label: string; value: string };
  /** A step-1 field the Empty story expects required, and one it expects optional. */
  required: string;
  optional: string;
}

const PROVE = 'https://forum.example/t/1';
/** 01 §5: the photo preview is at most 300 px high. */
const PHOTO_MAX_HEIGHT = 300;

const textbox = (dialog: Dialog, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });

const fill = async (dialog: Dialog, field: WizardField, value: string | undefined) => {
  if (value === undefined) return;
  if (field.pick === 'option') await chooseOption(field.label, value, dialog);
  else if (field.pick === 'radio')
    await userEvent.click(dialog.getByRole('radio', { name: value }));
  else await fillText(textbox(dialog, field.label), value);
};

const next = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
const back = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Назад' }));
const send = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
const stepHeading = (dialog: Dialog, n: number) =>
  dialog.getByRole('heading', { name: new RegExp(`Шаг ${n} из 2`) });

/**
 * The stories of the wizard `config` describes. Returns the step-rule builders (`invalidMain`: a
 * step-1 input and the message it fails with; `invalidExtra`: a step-2 field left empty and its
 * message) and the states: Empty, FilledBackKeepsInput, Created, Pending, Forbidden, ServerError.
 */
export function wizardStories<M extends string, E extends string>(
  config: WizardStoriesConfig<M, E>,
) {
  const mainKeys = Object.keys(config.main) as ('nick' | M)[];
  const extraKeys = Object.keys(config.extra) as E[];
  const kept = config.extra[extraKeys[0] as E];

  const fillMain = async (input: Partial<Record<'nick' | M, string>>) => {
    const dialog = await findDialog(config.title);
    for (const key of mainKeys) await fill(dialog, config.main[key], input[key]);
    return dialog;
  };

  /** Step 1 valid and passed; step 2 filled except what `skip` names. */
  const fillBoth = async (skip: readonly (E | EvidenceKey)[] = []) => {
    const dialog = await fillMain(config.valid);
    await next(dialog);
    await dialog.findByRole('heading', { name: /Шаг 2 из 2/ });
    const has = (key: E | EvidenceKey) => !skip.includes(key);
    for (const key of extraKeys)
      if (has(key)) await fill(dialog, config.extra[key], config.extra[key].value);
    if (has('photo')) {
      const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
      if (!input) throw new Error('no file input');
      await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
      await dialog.findByRole('img', { name: 'Фотография' });
    }
    if (has('cautions')) {
      await fillText(textbox(dialog, config.cautions.label), config.cautions.value);
      await userEvent.keyboard('{Enter}');
    }
    if (has('proves')) {
      await fillText(textbox(dialog, 'Доказательства'), PROVE);
      await userEvent.keyboard('{Enter}');
    }
    return dialog;
  };

  const failing = (status: number, message: string): WizardStory => ({
    beforeEach({ msw }) {
      msw.use(config.answerAdd(() => errorAnswer(status, message)));
    },
    play: async ({ args }) => {
      const dialog = await fillBoth();
      await send(dialog);
      await expectToast(message);
      await expect(textbox(dialog, kept.label)).toHaveValue(kept.value);
      await back(dialog);
      await expect(textbox(dialog, config.main.nick.label)).toHaveValue(config.valid.nick);
      await expect(args.onClose).not.toHaveBeenCalled();
    },
  });

  return {
    /** A step-1 rule of 01 §5 that fails: its message in the toast; the step stays. */
    invalidMain: (input: Partial<Record<'nick' | M, string>>, message: string): WizardStory => ({
      play: async ({ args }) => {
        const dialog = await fillMain(input);
        await next(dialog);
        await expectToast(message);
        await expect(stepHeading(dialog, 1)).toBeVisible();
        await expect(args.onClose).not.toHaveBeenCalled();
      },
    }),

    /** A step-2 rule that fails; nothing is sent. */
    invalidExtra: (skip: E | EvidenceKey, message: string): WizardStory => ({
      play: async ({ args }) => {
        const dialog = await fillBoth([skip]);
        await send(dialog);
        await expectToast(message);
        await expect(args.onClose).not.toHaveBeenCalled();
      },
    }),

    /** The empty first step: Cancel and Next, no Back; required fields marked. */
    Empty: {
      play: async () => {
        const dialog = await findDialog(config.title);
        await expect(stepHeading(dialog, 1)).toBeVisible();
        await expect(dialog.queryByRole('button', { name: 'Назад' })).toBeNull();
        await expect(textbox(dialog, config.required)).toBeRequired();
        await expect(textbox(dialog, config.optional)).not.toBeRequired();
      },
    } satisfies WizardStory,

    /** Both steps filled, the photo previewed (at most 300 px high); Back and Next keep both. */
    FilledBackKeepsInput: {
      play: async () => {
        const dialog = await fillBoth();
        const photo = dialog.getByRole('img', { name: 'Фотография' });
        await expect(photo.getBoundingClientRect().height).toBeLessThanOrEqual(PHOTO_MAX_HEIGHT);
        await back(dialog);
        await expect(textbox(dialog, config.main.nick.label)).toHaveValue(config.valid.nick);
        await next(dialog);
        await expect(
          await dialog.findByRole('textbox', { name: new RegExp(`^${kept.label}`) }),
        ).toHaveValue(kept.value);
        await expect(await dialog.findByText(config.cautions.value)).toBeVisible();
      },
    } satisfies WizardStory,

    /** Sent: the modal closes. */
    Created: {
      play: async ({ args }) => {
        await send(await fillBoth());
        await waitFor(() => expect(args.onClose).toHaveBeenCalled());
      },
    } satisfies WizardStory,

    /** While sending: Back disabled. */
    Pending: {
      beforeEach({ msw }) {
        msw.use(config.answerAdd(neverAnswer));
      },
      play: async () => {
        const dialog = await fillBoth();
        await send(dialog);
        await waitFor(() => expect(dialog.getByRole('button', { name: 'Назад' })).toBeDisabled());
      },
    } satisfies WizardStory,

    /** 403: both steps keep their input. */
    Forbidden: failing(403, 'У вас нет доступа к этой функции'),
    /** 500: both steps keep their input. */
    ServerError: failing(500, 'Внутренняя ошибка сервера'),
  };
}
