-- SPEC 7 "Cart" and ARCHITECTURE §4 "Orders are created exactly once": server carts and their lines, the shop's
-- coupon codes, parcel machine locations, per-store order number sequences, and on orders the request hash and first
-- result of the idempotency key order_id (kept as long as the order: never deleted sooner than 30 days).
CREATE SEQUENCE "public"."order_number_ee" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_lv" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text NOT NULL,
	"qty" integer NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"coupon_code" text,
	"shipping_method_code" text,
	"shipping_carrier_code" text,
	"shipping_location_id" text,
	"shipping_country_id" text,
	"payment_method_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_machines" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier_code" text NOT NULL,
	"country_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_sku" ON "cart_items" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_active" ON "carts" USING btree ("customer_id","store_code") WHERE "carts"."active" and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "parcel_machines_country_carrier" ON "parcel_machines" USING btree ("country_id","carrier_code");