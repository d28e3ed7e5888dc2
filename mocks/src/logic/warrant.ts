/** The printable warrant of an order (02 §2.5, §7 GET /api/v1/order/{id}/report). */
import { statusLabel, WARRANT_VALID_HOURS } from '@fbi/domain';
import { dateTime, renderReport } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** The printable warrant of an approved order (02 §2.5). */
export function warrant(store: Store, o: Schemas['Order']): string {
  const validUntil = new Date(
    Date.parse(o.operationStartTime) + WARRANT_VALID_HOURS * 3_600_000,
  ).toISOString();
  return renderReport(
    {
      title: `Ордер №${o.id}`,
      subtitle: o.operationType,
      sections: [
        {
          title: 'Ордер',
          fields: [
            ['Запросил', o.author],
            ['Должность', o.rang],
            ['Подразделение', o.position],
            ['Организация', o.faction],
            ['Начало операции', dateTime(o.operationStartTime)],
            ['Действителен до', dateTime(validUntil)],
            ['Выдал', o.approver],
            ['Статус', statusLabel('order', o.status)],
            ['Расследование', { links: [o.investigation] }],
          ],
        },
        { title: 'Обоснование', text: o.description },
      ],
    },
    store.now(),
  );
}
