CREATE TABLE "search_terms" (
	"store_code" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_store_code_term_pk" PRIMARY KEY("store_code","term")
);
--> statement-breakpoint
-- Children already stored get the id their stock record carries (the seed's parentId * 100 + n), others ids above.
ALTER TABLE "product_variants" ADD COLUMN "id" integer;--> statement-breakpoint
UPDATE "product_variants" v SET "id" = s."product_id" FROM "stock_items" s WHERE s."sku" = v."sku";--> statement-breakpoint
UPDATE "product_variants" v SET "id" = n."id"
  FROM (SELECT "sku", (SELECT coalesce(max("id"), 0) FROM "product_variants") + row_number() OVER (ORDER BY "sku") AS "id"
        FROM "product_variants" WHERE "id" IS NULL) n
  WHERE v."sku" = n."sku";--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_categories" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "child_colors" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "child_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "child_options" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.f_unaccent(name)), 'A') || setweight(to_tsvector('simple'::regconfig, public.f_unaccent(sku)), 'B') || setweight(to_tsvector('simple'::regconfig, public.f_unaccent(search_categories)), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_prefix" ON "search_terms" USING btree ("store_code",left("term", 2));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_id" ON "product_variants" USING btree ("id");--> statement-breakpoint
CREATE INDEX "products_sku_all_stores" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_search_vector_ee" ON "products" USING gin ("search_vector") WITH (fastupdate=false) WHERE store_code = 'ee';--> statement-breakpoint
CREATE INDEX "products_search_vector_lv" ON "products" USING gin ("search_vector") WITH (fastupdate=false) WHERE store_code = 'lv';--> statement-breakpoint
CREATE INDEX "products_category_ids" ON "products" USING gin ("category_ids") WITH (fastupdate=false);