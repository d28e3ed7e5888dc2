import type { NationalSecurityReport } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A national security report for stories and tests (02 §3). */
export const sampleReport = recordBuilder<NationalSecurityReport>({
  id: 8001,
  author: 'Nikita_Sovetnik',
  faction: 'LSPD',
  mark: 7,
  description: 'Обстановка во фракции стабильная, нарушений не выявлено.',
  comment: null,
  status: 'ON_INSPECTOR_CHECK',
  createdAt: '2026-11-20T09:30:00.000Z',
});
