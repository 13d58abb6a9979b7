ALTER TABLE "products" ADD COLUMN "product_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bundle_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "custom_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "downloadable_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "product_option" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options_checksum" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "cart_items_cart_sku";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_sku_options" ON "cart_items" USING btree ("cart_id","sku","options_checksum");--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_code" text NOT NULL,
	"initial_amount" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"order_id" integer,
	"source_key" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "gift_cards_balance_range" CHECK ("balance" >= 0 and "balance" <= "initial_amount")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_redemptions_order" ON "gift_card_redemptions" USING btree ("order_id","gift_card_id");--> statement-breakpoint
CREATE TABLE "order_downloads" (
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"link_id" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_downloads_order_id_sku_link_id_pk" PRIMARY KEY("order_id","sku","link_id")
);
--> statement-breakpoint
ALTER TABLE "order_downloads" ADD CONSTRAINT "order_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
