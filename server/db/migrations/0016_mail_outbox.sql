-- Issue 18: the durable mail outbox (server/modules/mail/outbox.ts). A mail is recorded here in the same statement or
-- transaction as what it tells about (an order's confirmation is inserted by the order's own statement), and a
-- background worker in every shop process delivers it (SMTP, or the outbox folder) and marks it sent. A row is
-- either a rendered mail ('mail': to, subject, text, replyTo) or an order's confirmation ('order-confirmation':
-- rendered from the stored order at delivery; one per order, so a replayed order never mails twice).
-- Claiming sets next_attempt_at a lease ahead (FOR UPDATE SKIP LOCKED: several instances never take the same row);
-- a failed delivery is tried again later, a process that died mid-delivery leaves its rows to the lease's end.
-- The unsent rows are found through a partial index of their ids only: a claim changes attempts and
-- next_attempt_at, which no index holds, so it is a HOT update (fillfactor 70 leaves the page room for it); rows
-- waiting for a later retry are few (a relay that is down). order_id has no foreign key: the row is written by the
-- statement (or transaction) that inserts or settles the order, and orders are never deleted; the key's check would
-- cost every order a look-up (issue 18).
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"mail" jsonb,
	"queued_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_kind" CHECK (("kind" = 'mail' AND "mail" IS NOT NULL) OR ("kind" = 'order-confirmation' AND "order_id" IS NOT NULL))
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_order_confirmation" ON "mail_outbox" USING btree ("order_id") WHERE "kind" = 'order-confirmation';--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent" ON "mail_outbox" USING btree ("id") WHERE "sent_at" IS NULL;
