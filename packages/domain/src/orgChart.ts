/**
 * The home-page org chart. Spec: 01 §2 Home page ("an org chart grouped by department, in order").
 */
import { INSPECTION_MAX } from './constants.ts';
import type { TeamMember } from './team.ts';

/** Department ids in the order of 01 §2. */
export const ORG_DEPARTMENT_IDS = [
  'directorOffice',
  'inspection',
  'leadership',
  'ib',
  'isb',
  'nsb',
  'stb',
  'opr',
  'hrb',
  'ogc',
  'opa',
] as const;
/** A department id. */
export type OrgDepartmentId = (typeof ORG_DEPARTMENT_IDS)[number];

/** Russian department titles (ours; 01 §2 names them in English with the abbreviations). */
export const ORG_DEPARTMENT_TITLES: Record<OrgDepartmentId, string> = {
  directorOffice: 'Офис директора',
  inspection: 'Инспекционный отдел',
  leadership: 'Аппарат руководства',
  ib: 'Разведка [IB]',
  isb: 'Служба внутренней безопасности [ISB]',
  nsb: 'Служба национальной безопасности [NSB]',
  stb: 'Научно-технический отдел [STB]',
  opr: 'Управление профессиональной ответственности [OPR]',
  hrb: 'Отдел кадров [HRB]',
  ogc: 'Офис генерального юрисконсульта [OGC]',
  opa: 'Офис по связям с общественностью [OPA]',
};

/** One department of the chart: rows of member cards, top to bottom. */
export interface OrgDepartment<T> {
  id: OrgDepartmentId;
  title: string;
  rows: T[][];
}

type ChartMember = Pick<TeamMember, 'rang' | 'position'>;

const pos = (m: ChartMember) => m.position?.trim() ?? '';
const rank = (m: ChartMember) => m.rang?.trim() ?? '';

/** Leadership order (01 §2): CID, HRT, DEA. */
function leadershipOrder(m: ChartMember): number {
  if (rank(m) === 'Глава CID') return 0;
  if (pos(m) === 'Глава HRT') return 1;
  return 2;
}

/**
 * Builds the org chart (01 §2 Home page): every department in order; empty rows are dropped, a
 * department may have no rows. Members keep the input order within a row unless stated.
 * - Director's Office: rank Директор row, then Заместитель директора row;
 * - Inspection: rank containing 'Инспектор', at most 3;
 * - Leadership: rank Глава CID / Глава DEA or position Глава HRT, sorted CID, HRT, DEA;
 * - IB: position Глава разведки row, then rank Секретный агент row;
 * - ISB: position Глава ISB; NSB: position Советник по национальной безопасности;
 * - STB: position Глава STB row, then Криминалист row;
 * - OPR: Арбитр; HRB: Аудитор; OGC: Генеральный юрисконсульт; OPA: Пресс-секретарь.
 */
export function buildOrgChart<T extends ChartMember>(members: readonly T[]): OrgDepartment<T>[] {
  const byRank = (r: string) => members.filter((m) => rank(m) === r);
  const byPos = (p: string) => members.filter((m) => pos(m) === p);
  const rowsOf: Record<OrgDepartmentId, T[][]> = {
    directorOffice: [byRank('Директор'), byRank('Заместитель директора')],
    inspection: [members.filter((m) => rank(m).includes('Инспектор')).slice(0, INSPECTION_MAX)],
    leadership: [
      members
        .filter((m) => ['Глава CID', 'Глава DEA'].includes(rank(m)) || pos(m) === 'Глава HRT')
        .sort((a, b) => leadershipOrder(a) - leadershipOrder(b)),
    ],
    ib: [byPos('Глава разведки'), byRank('Секретный агент')],
    isb: [byPos('Глава ISB')],
    nsb: [byPos('Советник по национальной безопасности')],
    stb: [byPos('Глава STB'), byPos('Криминалист')],
    opr: [byPos('Арбитр')],
    hrb: [byPos('Аудитор')],
    ogc: [byPos('Генеральный юрисконсульт')],
    opa: [byPos('Пресс-секретарь')],
  };
  return ORG_DEPARTMENT_IDS.map((id) => ({
    id,
    title: ORG_DEPARTMENT_TITLES[id],
    rows: rowsOf[id].filter((row) => row.length > 0),
  }));
}
