CREATE TABLE "shop_stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_stores_city" ON "shop_stores" USING btree ("city");
