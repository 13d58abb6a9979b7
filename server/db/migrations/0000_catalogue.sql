CREATE TABLE "attributes" (
	"store_code" text NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"frontend_label" text NOT NULL,
	"default_frontend_label" text NOT NULL,
	"frontend_input" text NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "attributes_store_code_attribute_id_pk" PRIMARY KEY("store_code","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"store_code" text NOT NULL,
	"id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_store_code_id_pk" PRIMARY KEY("store_code","id")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"store_code" text NOT NULL,
	"id" integer NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_store_code_id_pk" PRIMARY KEY("store_code","id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"parent_sku" text NOT NULL,
	"color" integer NOT NULL,
	"size" integer NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"status" smallint DEFAULT 1 NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"store_code" text NOT NULL,
	"id" integer NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"tax_class_id" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"sale" boolean DEFAULT false NOT NULL,
	"brand_name" text,
	"material" text,
	"mpn" text,
	"image" text NOT NULL,
	"media_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"configurable_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_store_code_id_pk" PRIMARY KEY("store_code","id")
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"is_in_stock" boolean NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_url_path" ON "categories" USING btree ("store_code","url_path");--> statement-breakpoint
CREATE INDEX "cms_pages_identifier" ON "cms_pages" USING btree ("store_code","identifier");--> statement-breakpoint
CREATE INDEX "product_variants_parent" ON "product_variants" USING btree ("parent_sku");--> statement-breakpoint
CREATE INDEX "products_sku" ON "products" USING btree ("store_code","sku");--> statement-breakpoint
CREATE INDEX "products_url_path" ON "products" USING btree ("store_code","url_path");--> statement-breakpoint
CREATE INDEX "products_created_at" ON "products" USING btree ("store_code","created_at");