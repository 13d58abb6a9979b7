CREATE TABLE "abandoned_cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"slot" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abandoned_cart_reminders" ADD CONSTRAINT "abandoned_cart_reminders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_cart_reminders" ADD CONSTRAINT "abandoned_cart_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_cart_reminders_cart_slot" ON "abandoned_cart_reminders" USING btree ("cart_id","slot");
