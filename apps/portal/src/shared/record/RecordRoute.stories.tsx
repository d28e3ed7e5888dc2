import {
  chatMessage,
  DISABLED_REASON_TEXT,
  RECORD_KIND_NAMES,
  recordRoute,
  ROUTE_TEXT,
  statusLabel,
  type MachineName,
} from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { expectToast, findDialog } from '../testing/storyPlay.ts';
import { RecordModal } from './RecordModal.tsx';
import { RecordRoute } from './RecordRoute.tsx';
import { RecordTrailContext, type RecordTrail } from './recordTrail.ts';

/**
 * A record's route under its view (issue 26), as a registry's dialog shows it: the statuses
 * passed, «Ждёт: …», why the caller cannot act, «Скопировать для чата». One story per registry
 * kind in a typical status; every machine × status is walked by the domain's table test
 * (packages/domain/src/machines/route.test.ts).
 */
const meta = {
  title: 'Portal/Record/RecordRoute',
  component: RecordRoute,
  render: ({ trail }) => (
    <RecordTrailContext.Provider value={trail}>
      <RecordModal title={RECORD_KIND_NAMES[trail.machine]} onClose={() => undefined} />
    </RecordTrailContext.Provider>
  ),
} satisfies Meta<typeof RecordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = (
  machine: MachineName,
  status: string,
  path = '/acts',
  nick = 'John_Doe',
): RecordTrail => ({ path, id: 7, machine, status, nick });

/** The route panel of the open dialog. */
async function routePanel(machine: MachineName) {
  const dialog = await findDialog(RECORD_KIND_NAMES[machine]);
  return within(dialog.getByRole('region', { name: ROUTE_TEXT.title }));
}

/**
 * What the panel shows: the statuses passed in order, the current one marked, the «Ждёт» line,
 * and the caller's line when given (null: the caller may act, so none).
 */
function shows(waits: string, why: string | null) {
  return async ({ args }: { args: { trail: RecordTrail } }) => {
    const { machine, status } = args.trail;
    const panel = await routePanel(machine);
    const steps = panel.getAllByRole('listitem');
    const labels = recordRoute(machine, status).path.map((s) => statusLabel(machine, s));
    await expect(steps.map((s) => s.textContent)).toEqual(labels);
    await expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(panel.getByText(waits)).toBeVisible();
    const lines = panel.getAllByRole('paragraph').map((p) => p.textContent);
    await expect(lines).toEqual(why === null ? [waits] : [waits, why]);
  };
}

/** An order on check, seen by an agent: the general counsel or the top decide (02 §4, §6). */
export const OrderOnCheck: Story = {
  args: { trail: trail('order', 'ON_CHECK', '/orders') },
  parameters: { session: { role: 'agent_cid' } },
  play: shows(
    'Ждёт: Генеральный юрисконсульт, Заместитель директора или Директор',
    'Выдать ордер или отклонить ордер могут: Генеральный юрисконсульт, Заместитель директора, Директор',
  ),
};

/** The same order seen by the general counsel, who decides it: no line on why not. */
export const OrderOnCheckForTheDecider: Story = {
  args: { trail: trail('order', 'ON_CHECK', '/orders') },
  parameters: { session: { role: 'general_counsel' } },
  play: shows('Ждёт: Генеральный юрисконсульт, Заместитель директора или Директор', null),
};

/** An MW report approved: its warrant is next (01 §4); an agent may not issue it. */
export const MostWantedApproved: Story = {
  args: { trail: trail('mw', 'APPROVED', '/most-wanted') },
  parameters: { session: { role: 'agent_cid' } },
  play: shows(
    'Ждёт: Глава CID, Генеральный юрисконсульт, Глава Национальной академии, Заместитель директора или Директор',
    'Выдать ордер на арест могут: Глава CID, Генеральный юрисконсульт, Глава Национальной академии, Заместитель директора, Директор',
  ),
};

/** An agent report sent back, seen by the head: it waits on its author (01 §4). */
export const RaportBackWithAuthor: Story = {
  args: { trail: trail('raport', 'NEED_IMPROVE', '/raports') },
  parameters: { session: { role: 'head_cid' } },
  play: shows('Ждёт: автор — доработка', null),
};

/** An IB report sent back, seen by someone outside IB: only its author reworks it. */
export const IbRaportBackWithAuthor: Story = {
  args: { trail: trail('ibReport', 'NEED_IMPROVE', '/ib-raports') },
  parameters: { session: { role: 'agent_cid' } },
  play: shows('Ждёт: автор — доработка', 'Доработку вносит автор'),
};

/** A dossier on the head of intelligence's check, seen by the secret agent (01 §4, §6). */
export const DossierOnCheck: Story = {
  args: { trail: trail('ibDossier', 'ON_HEAD_CHECK', '/intelligence') },
  parameters: { session: { role: 'secret_intelligence_agent' } },
  play: shows('Ждёт: Глава разведки, Заместитель директора или Директор', null),
};

/** An executed act is finished: one line says so, not two (02 §4). */
export const ActExecuted: Story = {
  args: { trail: trail('act', 'EXECUTED') },
  parameters: { session: { role: 'agent_cid' } },
  play: shows(DISABLED_REASON_TEXT.finished, null),
};

/** An act waiting in the game: its executors act next (02 §4, §6). */
export const ActAwaitInGame: Story = {
  args: { trail: trail('act', 'AWAIT_IN_GAME') },
  parameters: { session: { role: 'head_cid' } },
  play: shows(
    'Ждёт: Глава DEA, Глава CID, Инспектор по кадрам, Инспектор национальной безопасности, Инспектор по профессиональным стандартам, Офис-менеджер, Заместитель директора или Директор',
    null,
  ),
};

/** An office request on check (02 §4). */
export const OfficeOnCheck: Story = {
  args: { trail: trail('office', 'ON_CHECK', '/office') },
  parameters: { session: { role: 'head_internal_security_department' } },
  play: shows(
    'Ждёт: Глава отдела внутренней безопасности, Заместитель директора или Директор',
    null,
  ),
};

/** An approved inactivity: finished, though the HR inspector may still remove it (02 §4). */
export const InactivityApproved: Story = {
  args: { trail: trail('inactivity', 'APPROVED', '/inactive') },
  parameters: { session: { role: 'hr_inspector' } },
  play: shows(DISABLED_REASON_TEXT.finished, null),
};

/** A national security report sent back to its advisor (02 §4). */
export const NationalSecurityBackWithAuthor: Story = {
  args: { trail: trail('nationalSecurity', 'NEED_IMPROVE', '/national-security') },
  parameters: { session: { role: 'national_security_inspector' } },
  play: shows('Ждёт: автор — доработка', null),
};

/** A laboratory request in work, seen by a criminalist (03 §4, §6). */
export const LaboratoryInProgress: Story = {
  args: { trail: trail('laboratory', 'IN_PROGRESS', '/laboratory') },
  parameters: { session: { role: 'criminalist' } },
  play: shows(
    'Ждёт: Глава научно-технического отдела, Криминалист, Инспектор по кадрам, Инспектор национальной безопасности, Инспектор по профессиональным стандартам, Заместитель директора или Директор',
    null,
  ),
};

/** A suspect in the laboratory: the laboratory decides on its database request (03 §4). */
export const SuspectOnLab: Story = {
  args: { trail: trail('suspect', 'ON_LAB', '/db') },
  parameters: { session: { role: 'agent_cid' } },
  play: shows(
    'Ждёт: Глава научно-технического отдела, Криминалист, Инспектор по кадрам, Инспектор национальной безопасности, Инспектор по профессиональным стандартам, Заместитель директора или Директор',
    'Одобрить запрос или отклонить запрос могут: Глава научно-технического отдела, Криминалист, Инспектор по кадрам, Инспектор национальной безопасности, Инспектор по профессиональным стандартам, Заместитель директора, Директор',
  ),
};

/** A DEA home check allowed: the DEA agents conduct it (03 §4, §6). */
export const HomeCheckAllowed: Story = {
  args: { trail: trail('deaHomeCheck', 'CHECK_ALLOWED', '/dea-home') },
  parameters: { session: { role: 'agent_dea' } },
  play: shows(
    'Ждёт: Младший агент DEA, Агент DEA, Глава DEA, Инспектор по кадрам, Инспектор национальной безопасности, Инспектор по профессиональным стандартам, Заместитель директора или Директор',
    null,
  ),
};

/** An inactive academy template: the director activates it (03 §4, §6). */
export const TemplateInactive: Story = {
  args: { trail: trail('academyTemplate', 'INACTIVE', '/academy-templates', 'Весна') },
  parameters: { session: { role: 'director' } },
  play: shows('Ждёт: Директор', null),
};

/** A status the machine does not know: no steps and no «Ждёт», only the chat button. */
export const UnknownStatus: Story = {
  args: { trail: trail('act', 'SOMETHING_NEW') },
  parameters: { session: { role: 'director' } },
  play: async () => {
    const panel = await routePanel('act');
    await expect(panel.queryByRole('list')).toBeNull();
    await expect(panel.queryAllByRole('paragraph')).toEqual([]);
    await expect(panel.getByRole('button', { name: ROUTE_TEXT.copyForChat })).toBeEnabled();
  },
};

/**
 * «Скопировать для чата»: one line with the kind, the nick, the status, who acts next and the
 * record's link, and a toast that says it is copied.
 */
export const CopyForChat: Story = {
  args: { trail: trail('act', 'UNDER_CONSIDERATION') },
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const panel = await routePanel('act');
    await userEvent.click(panel.getByRole('button', { name: ROUTE_TEXT.copyForChat }));
    const link = new URL('/acts?open=7', window.location.origin).href;
    await expect(write).toHaveBeenCalledWith(
      `Акт «John_Doe» — На рассмотрении. Ждёт: Инспектор по профессиональным стандартам, Заместитель директора или Директор. ${link}`,
    );
    await expectToast(ROUTE_TEXT.chatCopied);
    write.mockRestore();
  },
};

/** The browser refuses the clipboard: the toast shows the message to copy by hand. */
export const CopyForChatRefused: Story = {
  args: { trail: trail('raport', 'NEED_IMPROVE', '/raports', 'Jane_Roe') },
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const panel = await routePanel('raport');
    await userEvent.click(panel.getByRole('button', { name: ROUTE_TEXT.copyForChat }));
    const link = new URL('/raports?open=7', window.location.origin).href;
    await expectToast(ROUTE_TEXT.chatCopyFailed);
    await expectToast(chatMessage(recordRoute('raport', 'NEED_IMPROVE'), 'Jane_Roe', link));
    write.mockRestore();
  },
};

/** On a phone (390 px) the long «Ждёт» line and the steps wrap inside the dialog. */
export const Phone: Story = {
  args: { trail: trail('suspect', 'RECIDIVE', '/db') },
  globals: { viewport: { value: 'phone' } },
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const panel = await routePanel('suspect');
    const list = panel.getByRole('list', { name: ROUTE_TEXT.steps });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const region = list.closest('section');
    await expect(region?.scrollWidth).toBeLessThanOrEqual(region?.clientWidth ?? 0);
  },
};
