import type { Order } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A warrant order for stories (02 §3 Order); ON_CHECK unless overridden. */
export const sampleOrder = recordBuilder<Order>({
  id: 6001,
  createdAt: '2026-11-20T09:30:00.000Z',
  author: 'Anna_Smirnova',
  approver: null,
  comment: null,
  faction: 'FBI',
  status: 'ON_CHECK',
  operationType: 'Обыск жилища',
  operationStartTime: '2026-11-21T18:00:00.000Z',
  description: 'Обыск по делу о незаконном обороте оружия.',
  position: 'CID',
  rang: 'Агент',
  investigation: 'https://forum.example/case/12',
});
