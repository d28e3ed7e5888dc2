/**
 * Laboratory and suspects move together (03 §4): a first arrest files a database request; its
 * execution makes the suspect FIRST, its decline DECLINED.
 */
import type { Caller } from '../auth/sessions.ts';
import { renderReport, dateTime } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';
import { DATABASE_REQUEST_TEXT, LABORATORY_TEXT, REPORT_PAGE_TEXT, statusLabel } from '@fbi/domain';

/** Moves the suspect waiting on a database request (ON_LAB) to `status`. */
export function settleSuspect(
  store: Store,
  lab: Schemas['LabRequest'],
  status: 'FIRST' | 'DECLINED',
): void {
  if (!lab.isDb) return;
  for (const s of store.data.suspects)
    if (s.laboratoryId === lab.id && s.status === 'ON_LAB') s.status = status;
}

/** The database request filed with a first arrest (03 §2 /db: the lab checks the detainee). */
export function databaseRequest(
  store: Store,
  caller: Caller,
  prove: string,
  suspectNick: string,
): Schemas['LabRequest'] {
  return {
    id: store.nextId(),
    nick: caller.member.nick,
    approver: null,
    comment: null,
    status: 'ON_CHECK',
    createdAt: new Date(store.now()).toISOString(),
    rang: caller.member.rang,
    faction: 'FBI',
    division: caller.member.direction ?? DATABASE_REQUEST_TEXT.division,
    expertise: [{ name: DATABASE_REQUEST_TEXT.expertise }],
    answers: [],
    proves: prove,
    objects: DATABASE_REQUEST_TEXT.objects(suspectNick),
    type: DATABASE_REQUEST_TEXT.type,
    goal: DATABASE_REQUEST_TEXT.goal,
    isDb: true,
  };
}

/** Standard answers of an automatic execution (03 §2 'Одобрить'). */
export function autoAnswers(lab: Schemas['LabRequest']): Schemas['LabAnswer'][] {
  return lab.expertise.map((e) => ({
    name: e.name,
    text: DATABASE_REQUEST_TEXT.answerText,
    link: lab.proves,
    methods: DATABASE_REQUEST_TEXT.answerMethods,
  }));
}

/** The printable expertise report of a DONE request. */
export function labReport(store: Store, lab: Schemas['LabRequest']): string {
  return renderReport(
    {
      title: REPORT_PAGE_TEXT.labTitle(lab.id),
      subtitle: statusLabel('laboratory', lab.status),
      sections: [
        {
          title: REPORT_PAGE_TEXT.labRequest,
          fields: [
            [LABORATORY_TEXT.requester, lab.nick],
            [LABORATORY_TEXT.rang, lab.rang],
            [REPORT_PAGE_TEXT.organization, lab.faction],
            [LABORATORY_TEXT.division, lab.division],
            [REPORT_PAGE_TEXT.date, dateTime(lab.createdAt)],
            [REPORT_PAGE_TEXT.expert, lab.approver],
            [LABORATORY_TEXT.objects, lab.objects],
            [LABORATORY_TEXT.type, lab.type],
            [LABORATORY_TEXT.goal, lab.goal],
            [REPORT_PAGE_TEXT.proofs, { links: [lab.proves] }],
          ],
        },
        ...lab.answers.map((a, i) => ({
          title: LABORATORY_TEXT.expertiseBlock(i + 1, a.name),
          fields: [
            [REPORT_PAGE_TEXT.methods, a.methods],
            [REPORT_PAGE_TEXT.materials, { links: [a.link] }],
          ] as const,
          text: a.text,
        })),
      ],
    },
    store.now(),
  );
}
