// Issue 16 "Paper catalogue" (SPEC 1 "a paper catalogue order"): an order of the printed catalogue is stored
// (paper_catalogue_orders, migration 0017) and its mail to the store view's address is recorded in the durable mail
// outbox in the same transaction, so a stored order is always mailed and a failed insert never is.
import type { PaperCatalogueOrder } from '../../../src/domain/contract/paper-catalogue';
import { SHOP_EMAIL } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { paperCatalogueOrders } from '../../db/schema';
import type { MailOutbox } from '../mail/outbox';
import type { Mail } from '../mail/service';

export interface PaperCatalogueService {
  /** Stores the order (a signed-in customer's with their id) and records its mail to the shop; its id. */
  order(order: PaperCatalogueOrder, customerId: number | null): Promise<number>;
}

/** The mail to the shop: where to post the catalogue, one line each as on an envelope. */
export function paperCatalogueMail(id: number, order: PaperCatalogueOrder): Mail {
  const envelope = [
    `${order.firstname} ${order.lastname}`,
    order.company,
    `${order.street} ${order.houseNumber}`,
    `${order.postcode} ${order.city}`,
    order.region,
    order.countryId,
  ].filter((line): line is string => Boolean(line?.trim()));
  const lines = [...envelope, '', `Phone: ${order.telephone}`];
  return {
    to: SHOP_EMAIL[order.storeCode],
    subject: `Paper catalogue order ${id} (${order.storeCode})`,
    text: `Please post the paper catalogue to:\n\n${lines.join('\n')}\n`,
  };
}

export function createPaperCatalogueService(
  db: Db,
  outbox: Pick<MailOutbox, 'enqueue' | 'nudge'>,
  clock: () => Date = () => new Date(),
): PaperCatalogueService {
  return {
    async order(order, customerId) {
      const { storeCode, ...address } = order;
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paperCatalogueOrders)
          .values({ storeCode, customerId, address: address as Record<string, string>, createdAt: now })
          .returning({ id: paperCatalogueOrders.id });
        if (!row) throw new Error('the paper catalogue order was not stored');
        await outbox.enqueue(tx as unknown as Db, [paperCatalogueMail(row.id, order)], now);
        return row.id;
      });
      outbox.nudge();
      return id;
    },
  };
}
