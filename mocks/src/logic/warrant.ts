/** The printable warrant of an order (02 §2.5, §7 GET /api/v1/order/{id}/report). */
import { ORDERS_TEXT, REPORT_PAGE_TEXT, statusLabel, WARRANT_VALID_HOURS } from '@fbi/domain';
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
      title: ORDERS_TEXT.viewTitle(o.id),
      subtitle: o.operationType,
      sections: [
        {
          title: REPORT_PAGE_TEXT.warrant,
          fields: [
            [REPORT_PAGE_TEXT.requester, o.author],
            [ORDERS_TEXT.rang, o.rang],
            [ORDERS_TEXT.position, o.position],
            [REPORT_PAGE_TEXT.organization, o.faction],
            [ORDERS_TEXT.operationStart, dateTime(o.operationStartTime)],
            [REPORT_PAGE_TEXT.validUntil, dateTime(validUntil)],
            [REPORT_PAGE_TEXT.issuedBy, o.approver],
            [ORDERS_TEXT.status, statusLabel('order', o.status)],
            [REPORT_PAGE_TEXT.investigation, { links: [o.investigation] }],
          ],
        },
        { title: REPORT_PAGE_TEXT.grounds, text: o.description },
      ],
    },
    store.now(),
  );
}
