import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions.ts';
import { ROLE_LABELS_RU, ROLES, type Role } from '../roles.ts';
import { STATUS_MACHINES } from '../statuses.ts';
import { DISABLED_REASON_TEXT } from '../texts/disabledReasons.ts';
import { ROUTE_TEXT } from '../texts/route.ts';
import { canTake, MACHINES, type MachineName } from './index.ts';
import { callerLine, chatMessage, recordRoute, rolesLabel, waitsLine } from './route.ts';

/** Who a record waits on: roles, its author, or nobody (finished). */
type Waits = readonly Role[] | 'author' | null;

const p = PERMISSIONS;
const STAFF = ROLES;
const REVIEW_IB = p.ibReportApprove;

/**
 * Every machine × status and who the record waits on there, read from 01, 02, 03 §4 and the
 * permission tables of §6 — written out, so a change of a machine or a table shows up here.
 */
const EXPECTED: { [M in MachineName]: Record<keyof (typeof STATUS_MACHINES)[M], Waits> } = {
  mw: {
    ON_SENIOR_CHECK: p.mwReview,
    NEED_IMPROVE: 'author',
    // The warrant (general counsel and the reviewers); the reviewers may also send it back.
    APPROVED: p.mwWarrant,
    ORDER_ASSIGNED: STAFF,
    SUSPECT_CAUGHT: null,
    CANCELED: null,
  },
  raport: { ON_HEAD_CHECK: p.raportReview, NEED_IMPROVE: 'author', APPROVED: null },
  ibReport: { ON_HEAD_CHECK: REVIEW_IB, NEED_IMPROVE: 'author', APPROVED: null },
  ibDossier: { ON_HEAD_CHECK: p.dossierReview, NEED_IMPROVE: 'author', APPROVED: null },
  act: {
    NEW: p.decideAct,
    UNDER_CONSIDERATION: p.decideAct,
    AWAIT_IN_GAME: p.executeAct,
    SENT_TO_LEADER: p.decideAct,
    DECLINED: null,
    EXECUTED: null,
    // The server's lapse settles nothing: an EXPIRED act can still be decided (02 §4).
    EXPIRED: p.decideAct,
  },
  order: { ON_CHECK: p.decideOrder, APPROVED: null, DECLINED: null },
  office: { ON_CHECK: p.officeActions, APPROVED: null, DECLINED: null },
  inactivity: { ON_HR_CHECK: p.decideInactivity, APPROVED: null, DECLINED: null },
  nationalSecurity: {
    ON_INSPECTOR_CHECK: p.decideNationalSecurity,
    NEED_IMPROVE: 'author',
    APPROVED: null,
  },
  laboratory: {
    ON_CHECK: p.laboratoryActions,
    IN_PROGRESS: p.laboratoryActions,
    CANCELED: null,
    DONE: null,
    EXPIRED: null,
  },
  // ON_LAB waits on the laboratory's decision on its database request (03 §4).
  suspect: {
    ON_LAB: p.laboratoryActions,
    FIRST: STAFF,
    RECIDIVE: null,
    DECLINED: null,
    EXPIRED: null,
  },
  deaHomeCheck: {
    ON_HEAD_CHECK: p.deaHomeDecide,
    CHECK_ALLOWED: p.deaHomeOpen,
    EXPIRED: null,
    CANCELED: null,
    SUCCESS: null,
  },
  deaReport: { ON_HEAD_CHECK: p.deaReportCheck, CHECKED: null },
  academyTemplate: { INACTIVE: p.academyTemplates, ACTIVE: null },
  examTestState: { OPENED: STAFF, CLOSED: null },
};

const cases = (Object.keys(MACHINES) as MachineName[]).flatMap((machine) =>
  Object.keys(STATUS_MACHINES[machine]).map((status) => {
    const expected: Record<string, Waits> = EXPECTED[machine];
    return { machine, status, waits: expected[status] };
  }),
);

/** The role labels a «Ждёт: …» line names (it never names a role twice). */
function namedLabels(line: string): string[] {
  return line.replace(ROUTE_TEXT.waits(''), '').split(/, | или /);
}

describe('recordRoute: who a record waits on (issue 26), every machine × status', () => {
  it('covers every status of every machine', () => {
    for (const machine of Object.keys(MACHINES) as MachineName[])
      expect(Object.keys(EXPECTED[machine]).sort()).toEqual(
        Object.keys(STATUS_MACHINES[machine]).sort(),
      );
  });

  it.each(cases)('$machine $status', ({ machine, status, waits }) => {
    const route = recordRoute(machine, status);
    const line = waitsLine(route);
    if (waits === null) {
      expect(route.waits).toEqual([]);
      expect(line).toBe(DISABLED_REASON_TEXT.finished);
    } else if (waits === 'author') {
      expect(route.waits.map((s) => [s.action, s.byAuthor])).toEqual([['edit', true]]);
      expect(line).toBe(ROUTE_TEXT.waits(ROUTE_TEXT.author));
    } else {
      // The line names exactly the roles the machine lets take a waited step, each once.
      const named = ROLES.filter((role) => route.waits.some((s) => s.roles.includes(role)));
      expect([...named].sort()).toEqual([...new Set(waits)].sort());
      expect(line).toBe(ROUTE_TEXT.waits(rolesLabel(named)));
      if (line !== ROUTE_TEXT.waits(ROUTE_TEXT.anyStaff))
        expect(namedLabels(line ?? '').sort()).toEqual(named.map((r) => ROLE_LABELS_RU[r]).sort());
    }
  });

  it.each(cases)(
    '$machine $status: each waited step names exactly who the machine lets take it',
    ({ machine, status }) => {
      for (const step of recordRoute(machine, status).waits) {
        if (!(step.action in MACHINES[machine])) continue; // the laboratory's step: checked below
        // Judged by the machine itself, with the facts that let either laboratory step start.
        const allowed = ROLES.filter((role) =>
          [{ isDb: true }, { isDb: false }].some((facts) =>
            canTake(machine, step.action as never, [role], status, facts),
          ),
        );
        expect(step.roles).toEqual(allowed);
      }
    },
  );

  it.each(cases)(
    '$machine $status: the way there starts where records are filed',
    ({ machine, status }) => {
      const { path } = recordRoute(machine, status);
      expect(path.at(-1)).toBe(status);
      const first = Object.keys(STATUS_MACHINES[machine])[0];
      // An MW report's CANCELED is reached by no move the spec gives (01 §4).
      if (machine === 'mw' && status === 'CANCELED') expect(path).toEqual(['CANCELED']);
      else expect(path[0]).toBe(first);
      expect(new Set(path).size).toBe(path.length);
    },
  );
});

describe('recordRoute: the way taken', () => {
  it('goes through the steps a record takes', () => {
    expect(recordRoute('mw', 'SUSPECT_CAUGHT').path).toEqual([
      'ON_SENIOR_CHECK',
      'APPROVED',
      'ORDER_ASSIGNED',
      'SUSPECT_CAUGHT',
    ]);
    expect(recordRoute('deaHomeCheck', 'EXPIRED').path).toEqual([
      'ON_HEAD_CHECK',
      'CHECK_ALLOWED',
      'EXPIRED',
    ]);
    expect(recordRoute('suspect', 'RECIDIVE').path).toEqual(['ON_LAB', 'FIRST', 'RECIDIVE']);
  });

  it('an unknown status has no route and waits on nobody', () => {
    const route = recordRoute('act', 'SOMETHING');
    expect(route).toMatchObject({ known: false, path: [], waits: [] });
    expect(waitsLine(route)).toBeNull();
    expect(callerLine(route, ['director'])).toBeNull();
  });
});

describe('callerLine: why the caller cannot act', () => {
  it('names who may take the waited steps', () => {
    expect(callerLine(recordRoute('order', 'ON_CHECK'), ['agent_cid'])).toBe(
      'Выдать ордер или отклонить ордер могут: Генеральный юрисконсульт, Заместитель директора, Директор',
    );
  });

  it('says «может» of one role and of any staff member', () => {
    expect(callerLine(recordRoute('academyTemplate', 'INACTIVE'), ['head_cid'])).toBe(
      'Активировать шаблон может Директор',
    );
    // The warrant's arrest: sending the report back from there is a correction, not awaited.
    expect(callerLine(recordRoute('mw', 'ORDER_ASSIGNED'), ['user'])).toBe(
      'Зафиксировать арест может любой сотрудник',
    );
    expect(callerLine(recordRoute('mw', 'APPROVED'), ['agent_cid'])).toBe(
      'Выдать ордер на арест могут: Глава CID, Генеральный юрисконсульт, Глава Национальной академии, Заместитель директора, Директор',
    );
  });

  it('says nothing to a caller who may act', () => {
    expect(callerLine(recordRoute('order', 'ON_CHECK'), ['general_counsel'])).toBeNull();
    // An executed act is finished, but its executor may still decline or delete it.
    expect(callerLine(recordRoute('act', 'EXECUTED'), ['hr_inspector'])).toBeNull();
  });

  it('says a finished record is finished', () => {
    expect(callerLine(recordRoute('act', 'EXECUTED'), ['agent_cid'])).toBe(
      DISABLED_REASON_TEXT.finished,
    );
  });

  it('sends a record back with its author to the author', () => {
    expect(callerLine(recordRoute('raport', 'NEED_IMPROVE'), ['head_cid'])).toBeNull();
    expect(callerLine(recordRoute('ibReport', 'NEED_IMPROVE'), ['agent_cid'])).toBe(
      ROUTE_TEXT.authorReworks,
    );
  });
});

describe('chatMessage: one line for the faction chat', () => {
  const link = 'https://fbi.example/acts?open=7';

  it('names the kind, the nick, the status, who acts next and the link', () => {
    expect(chatMessage(recordRoute('act', 'UNDER_CONSIDERATION'), 'John_Doe', link)).toBe(
      `Акт «John_Doe» — На рассмотрении. Ждёт: Инспектор по профессиональным стандартам, Заместитель директора или Директор. ${link}`,
    );
    expect(chatMessage(recordRoute('raport', 'NEED_IMPROVE'), 'Jane_Roe', link)).toBe(
      `Рапорт «Jane_Roe» — Требуются доработки. Ждёт: автор — доработка. ${link}`,
    );
    expect(chatMessage(recordRoute('order', 'APPROVED'), 'Jane_Roe', link)).toBe(
      `Ордер «Jane_Roe» — Ордер выдан. Запись завершена. ${link}`,
    );
  });

  it('is one line, and says an unknown status is unknown', () => {
    const message = chatMessage(recordRoute('act', 'SOMETHING'), 'John_Doe', link);
    expect(message).toBe(`Акт «John_Doe» — Неизвестно. ${link}`);
    expect(message).not.toMatch(/\n/);
  });
});
