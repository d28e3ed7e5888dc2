/** Investigations, agent reports, IB investigations and IB reports (01 §3, §4). */
import { FACTIONS } from '@fbi/domain';
import { articles, faker, links, text } from '../random.ts';
import type { InvestigationRecord, Schemas, StoreData } from '../types.ts';
import { cycle, daysAgo, nicksOf, pick, type SeedContext } from './context.ts';

type Seeded = Pick<StoreData, 'investigations' | 'ibInvestigations' | 'raports' | 'ibReports'>;

const DIRECTIONS: { direction: Schemas['Direction'] | null; isJoint: boolean; byTop?: boolean }[] =
  [
    { direction: 'CID', isJoint: false },
    { direction: 'DEA', isJoint: false },
    { direction: 'CID', isJoint: true },
    // Started by the director's office, which names the branch (see branchOf in @fbi/domain).
    { direction: 'DEA', isJoint: false, byTop: true },
  ];

function investigation(
  ctx: SeedContext,
  i: number,
  closed: boolean,
  ib: boolean,
): InvestigationRecord {
  const { byTop, ...kind } = ib ? { direction: null, isJoint: false } : cycle(DIRECTIONS, i);
  const author = ib
    ? pick(nicksOf(ctx, ['head_intelligence', 'director']))
    : pick(
        nicksOf(
          ctx,
          byTop || !kind.direction
            ? ['director', 'deputy_director']
            : kind.direction === 'DEA'
              ? ['head_dea']
              : ['head_cid'],
        ),
      );
  const createdAt = daysAgo(ctx, closed ? 120 : 20);
  return {
    id: ctx.id(),
    faction: pick(FACTIONS),
    ...kind,
    author,
    createdAt,
    // Closed some days after the start, and never after the seed's now.
    closedAt: closed
      ? new Date(
          Math.min(
            Date.parse(createdAt) + faker.number.int({ min: 2, max: 20 }) * 86_400_000,
            ctx.now - 3_600_000,
          ),
        ).toISOString()
      : null,
    description: closed ? text(3) : null,
    reportIds: [],
  };
}

const RAPORT_STATUSES = ['ON_HEAD_CHECK', 'NEED_IMPROVE', 'APPROVED'] as const;

function report(
  ctx: SeedContext,
  inv: InvestigationRecord,
  caseNo: number,
  status: (typeof RAPORT_STATUSES)[number],
  author: string,
  ib: boolean,
) {
  return {
    id: ctx.id(),
    investigationId: inv.id,
    faction: inv.faction,
    caseNo,
    author,
    createdAt: new Date(Date.parse(inv.createdAt) + caseNo * 3_600_000).toISOString(),
    status,
    comment: status === 'NEED_IMPROVE' ? text(1) : null,
    description: text(4),
    proves: links(),
    cautions: ib ? articles(pick(['УК', 'АК', 'ФП'] as const)) : articles(),
  };
}

/**
 * 8 open and 30 closed investigations with 3 reports each (closed ones hold APPROVED reports
 * only), and the same for the IB branch: 4 open, 30 closed.
 */
export function seedInvestigations(ctx: SeedContext): Seeded {
  const agents = nicksOf(ctx, ['junior_agent_cid', 'agent_cid', 'junior_agent_dea', 'agent_dea']);
  const secret = nicksOf(ctx, ['secret_intelligence_agent']);
  const build = (open: number, closed: number, ib: boolean) => {
    const invs: InvestigationRecord[] = [];
    const reports: ReturnType<typeof report>[] = [];
    for (let i = 0; i < open + closed; i += 1) {
      const inv = investigation(ctx, i, i >= open, ib);
      for (let n = 1; n <= 3; n += 1) {
        const status = inv.closedAt ? 'APPROVED' : cycle(RAPORT_STATUSES, i + n);
        const r = report(ctx, inv, n, status, pick(ib ? secret : agents), ib);
        reports.push(r);
        if (inv.closedAt) inv.reportIds.push(r.id);
      }
      invs.push(inv);
    }
    return { invs, reports };
  };
  const cid = build(8, 30, false);
  const ib = build(4, 30, true);
  return {
    investigations: cid.invs,
    raports: cid.reports,
    ibInvestigations: ib.invs,
    ibReports: ib.reports,
  };
}
