-- Issue 17: the download links of a complete order's downloadable lines. 0013 created order_downloads as a counter
-- that nothing wrote; it is replaced by one row per bought link: its random public id (the URL's :linkId), the
-- owning customer, what it serves, the downloads left and the expiry (server/modules/download/service.ts).
DROP TABLE IF EXISTS "order_downloads";--> statement-breakpoint
CREATE TABLE "order_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sku" text NOT NULL,
	"link_id" integer NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"downloads_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_downloads_downloads_left_range" CHECK ("downloads_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_downloads" ADD CONSTRAINT "order_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_downloads" ADD CONSTRAINT "order_downloads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_downloads_order_link" ON "order_downloads" USING btree ("order_id","sku","link_id");--> statement-breakpoint
CREATE INDEX "order_downloads_customer" ON "order_downloads" USING btree ("customer_id","order_id");
