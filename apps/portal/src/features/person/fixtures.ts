/**
 * Records about one person for the person page's stories (issue 25): a wanted suspect with an
 * arrest warrant and a blacklist entry, and a staff member with a warning and a reprimand. Their
 * dates are relative to now, so "active" stays true whenever the stories run.
 */
import type { components } from '@fbi/api';
import { recordBuilder, SAMPLE_PHOTO } from '../../shared/testing/sample.ts';

type Schemas = components['schemas'];

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The wanted suspect's nick. */
export const WANTED = 'Viktor_Zhukov';
/** The staff member's nick. */
export const STAFF = 'Olga_Sergeeva';

/** An MW report with an arrest warrant (01 §4 ORDER_ASSIGNED). */
export const warrantReport = recordBuilder<Schemas['MostWanted']>({
  id: 9101,
  nick: WANTED,
  author: 'Anna_Smirnova',
  createdAt: at(-50),
  status: 'ORDER_ASSIGNED',
  comment: null,
  sex: true,
  eyes: 'Карие',
  height: '182',
  weight: '80',
  hair: 'Тёмные',
  race: 'Европеоид',
  nation: 'Русский',
  activity: 'Грабежи',
  signs: 'Шрам на щеке',
  description: 'Вооружён',
  photo: SAMPLE_PHOTO,
  mainViolation: 'Грабёж',
  proves: ['https://example.org/proof/1'],
  cautions: ['12.1'],
  arrest: null,
});

/** A blacklist entry in force (02 §2.4). */
export const blacklistEntry = recordBuilder<Schemas['BlacklistEntry']>({
  id: 9201,
  createdAt: at(-20),
  nick: WANTED,
  reason: '12.1, 14.3',
  author: 'Boris_Orlov',
  daysCount: 3,
  validUntil: at(52),
});

/** A suspect after a first arrest (03 §4 FIRST). */
export const suspect = recordBuilder<Schemas['Suspect']>({
  id: 9301,
  author: 'Boris_Orlov',
  nick: WANTED,
  status: 'FIRST',
  createdAt: at(-10),
  firstArrestProve: 'https://example.org/arrest/1',
  secondArrestProve: null,
  thirdArrestProve: null,
  laboratoryId: null,
});

/** A CID agent in the roster (01 §3). */
export const staffMember = recordBuilder<Schemas['TeamMember']>({
  id: 9401,
  nick: STAFF,
  rang: 'Старший агент',
  position: 'Глава HRT',
  direction: 'CID',
  agentNo: '042',
  vkLink: 'https://vk.com/olga_sergeeva',
  photo: null,
  roles: ['ROLE_AGENT_CID'],
  incomingDate: '2025-03-01',
  promotionDate: '2025-09-01',
  nextPromotionDate: '2026-12-01',
  warnings: 1,
  reprimands: 1,
});

/** A warning or reprimand of the staff member, still in force (01 §3). */
export const teamPunishment = recordBuilder<Schemas['TeamPunishment']>({
  id: 9501,
  author: 'Anna_Smirnova',
  reason: 'Опоздание на построение',
  issuedAt: at(-48),
  expiresAt: at(24 * 20),
  recipientNick: STAFF,
  type: 'warning',
});
