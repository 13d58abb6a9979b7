// Issue 15, SPEC 2 "Abandoned-cart return": a logged-in customer's active server cart with items, untouched for
// ABANDONED_CART_MINUTES (the cart and its lines), with no order placed since, gets ONE reminder mail per
// ABANDONED_CART_PERIOD_HOURS, in the store's language, linking to /{store}/abandoned-cart-return. Exactly once
// across instances: the reminder row (unique per cart and period slot) is written before the mail, and only the
// instance whose row was written sends it; a mail that fails removes its row, so a later run tries again.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abandonedCartReminders } from '../../db/schema';
import type { MailService } from '../mail/service';
import { abandonedCartMail } from './reminder-mail';

export interface AbandonedCartSettings {
  /** Untouched this long (minutes) makes a cart abandoned; default 120. */
  minutes: number;
  /** At most one reminder per cart in this many hours; default 72. */
  periodHours: number;
  /** Origin of the link in the mail. */
  publicUrl: string;
}

export interface AbandonedCart {
  cartId: string;
  customerId: number;
  storeCode: string;
  email: string;
  firstname: string;
  items: number;
}

export interface ReminderRun {
  /** The carts mailed in this run. */
  sent: string[];
  /** Mails that failed (their carts are tried again on a later run). */
  failed: string[];
}

/** The most carts one run mails, so a backlog never blocks the process for long. */
const BATCH = 100;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export function createAbandonedCartService(
  db: Db,
  mail: MailService,
  settings: AbandonedCartSettings,
  clock: () => Date = () => new Date(),
) {
  const periodMs = settings.periodHours * 3600 * 1000;

  /** The abandoned carts due a reminder at `now`. */
  async function due(now: Date): Promise<AbandonedCart[]> {
    const cutoff = new Date(now.getTime() - settings.minutes * 60 * 1000).toISOString();
    const periodStart = new Date(now.getTime() - periodMs).toISOString();
    const result = await db.execute(sql`
      with touched as (
        select c.id, c.customer_id, c.store_code,
               greatest(c.updated_at, max(i.updated_at)) as touched_at,
               sum(i.qty)::int as items
        from carts c
        join cart_items i on i.cart_id = c.id
        where c.active and c.customer_id is not null
        group by c.id
      )
      select t.id as "cartId", t.customer_id as "customerId", t.store_code as "storeCode",
             cu.email, cu.firstname, t.items
      from touched t
      join customers cu on cu.id = t.customer_id
      where t.touched_at <= ${cutoff}::timestamptz
        and not exists (
          select 1 from orders o where o.customer_id = t.customer_id and o.created_at >= t.touched_at
        )
        and not exists (
          select 1 from abandoned_cart_reminders r where r.cart_id = t.id and r.sent_at > ${periodStart}::timestamptz
        )
      order by t.touched_at
      limit ${BATCH}
    `);
    return rowsOf<AbandonedCart>(result);
  }

  return {
    due,
    /** One run of the job: claims and mails every cart due a reminder. */
    async sendReminders(): Promise<ReminderRun> {
      const now = clock();
      const slot = Math.floor(now.getTime() / periodMs);
      const run: ReminderRun = { sent: [], failed: [] };
      for (const cart of await due(now)) {
        const claimed = await db
          .insert(abandonedCartReminders)
          .values({ cartId: cart.cartId, customerId: cart.customerId, storeCode: cart.storeCode, slot, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: abandonedCartReminders.id });
        if (claimed.length === 0) continue; // another instance mails this one
        const link = `${settings.publicUrl}/${cart.storeCode}/abandoned-cart-return`;
        try {
          await mail.send(abandonedCartMail(cart, cart.items, link, cart.storeCode));
          run.sent.push(cart.cartId);
        } catch {
          await db
            .delete(abandonedCartReminders)
            .where(and(eq(abandonedCartReminders.cartId, cart.cartId), eq(abandonedCartReminders.slot, slot)));
          run.failed.push(cart.cartId);
        }
      }
      return run;
    },
  };
}

export type AbandonedCartService = ReturnType<typeof createAbandonedCartService>;
