-- Issue 16 "Paper catalogue": the printed catalogue ordered to a postal address by anyone, a guest too
-- (POST /api/ext/paper-catalogue, server/modules/paper-catalogue). The order is stored here and its mail to the shop
-- is recorded in mail_outbox in the same transaction. customer_id is set when a signed-in customer ordered.
CREATE TABLE "paper_catalogue_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paper_catalogue_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "paper_catalogue_orders_created" ON "paper_catalogue_orders" USING btree ("created_at");
