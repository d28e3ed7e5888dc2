import type { Meta } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeViewModal, type OfficeViewModalProps } from './OfficeViewModal.tsx';

/** The office request modal (02 §2.6, §4 Office status). */
const meta = {
  title: 'Portal/Office/OfficeViewModal',
  component: OfficeViewModal,
  args: {
    request: sampleOfficeRequest(),
    onClose: fn(),
    onDecline: fn(),
    onIssueLevel: fn(),
    onChangeLevel: fn(),
    onWithdrawLevel: fn(),
    onDelete: fn(),
  },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeViewModal>;

export default meta;

const view = recordViewStories<OfficeViewModalProps>('Заявка на допуск: John_Walker');

/** On check: every field, «Не выдан»; decline or issue access. */
export const OnCheck = view.variant({
  shows: ['Не выдан', 'Совместная операция с CID.'],
  absent: ['Удалить'],
  press: [
    ['Выдать допуск', (args) => args.onIssueLevel],
    ['Отклонить', (args) => args.onDecline],
  ],
  then: (_args, dialog) =>
    expect(dialog.getByRole('link', { name: /Копия паспорта/ })).toHaveAttribute(
      'target',
      '_blank',
    ),
});

/** Approved: change the level, withdraw it or delete. */
export const Approved = view.variant({
  args: {
    request: sampleOfficeRequest({
      status: 'APPROVED',
      level: 'Служебный',
      approver: 'Anna_Smirnova',
    }),
  },
  shows: ['Служебный'],
  absent: ['Выдать допуск'],
  press: [
    ['Изменить уровень', (args) => args.onChangeLevel],
    ['Отозвать допуск', (args) => args.onWithdrawLevel],
    ['Удалить', (args) => args.onDelete],
  ],
});

/** The director sees the same actions. */
export const AsDirector = view.variant({ role: 'director', enabled: ['Выдать допуск'] });
