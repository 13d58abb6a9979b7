ALTER TABLE "reviews" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "store_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5);--> statement-breakpoint
CREATE INDEX "reviews_product_store" ON "reviews" USING btree ("product_id","store_id","status");--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_cards_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "loyalty_cards_card_number_unique" UNIQUE("card_number")
);
--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
