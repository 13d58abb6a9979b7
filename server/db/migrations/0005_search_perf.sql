-- Search performance at 20 000 products (ARCHITECTURE §4 "Search", budget p95 ≤ 25 ms on PostgreSQL, ≤ 50 ms on
-- PGlite): searches, facets and sort read product_search, a narrow copy of the products columns they need, instead
-- of the products rows (about 1.8 kB each: descriptions, configurable options, gallery). Its full-text indexes
-- replace those on products. Kept by statement triggers on products, so every writer leaves it equal to products.
CREATE TABLE "product_search" (
	"store_code" text NOT NULL,
	"id" integer NOT NULL,
	"status" smallint NOT NULL,
	"visibility" smallint NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"tax_class_id" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"child_colors" integer[] NOT NULL,
	"child_sizes" integer[] NOT NULL,
	"child_options" bigint[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "product_search_store_code_id_pk" PRIMARY KEY("store_code","id")
);
--> statement-breakpoint
-- Rows stored before this migration (before the indexes: one build is cheaper than 40 000 inserts into them), in
-- the order listings read them most, newest first.
INSERT INTO product_search (store_code, id, status, visibility, name, price, special_price, special_from_date,
                            special_to_date, tax_class_id, category_ids, created_at, updated_at, child_colors,
                            child_sizes, child_options, search_vector)
SELECT store_code, id, status, visibility, name, price, special_price, special_from_date, special_to_date,
       tax_class_id, category_ids, created_at, updated_at, child_colors, child_sizes, child_options, search_vector
  FROM products ORDER BY store_code, created_at DESC;
--> statement-breakpoint
DROP INDEX "products_search_vector_ee";--> statement-breakpoint
DROP INDEX "products_search_vector_lv";--> statement-breakpoint
-- Categories are filtered on product_search now; a category renamed (0003's trigger) may scan products.
DROP INDEX "products_category_ids";--> statement-breakpoint
CREATE INDEX "product_search_vector_ee" ON "product_search" USING gin ("search_vector") WITH (fastupdate=false) WHERE store_code = 'ee';--> statement-breakpoint
CREATE INDEX "product_search_vector_lv" ON "product_search" USING gin ("search_vector") WITH (fastupdate=false) WHERE store_code = 'lv';--> statement-breakpoint
CREATE INDEX "product_search_category_ids_ee" ON "product_search" USING gin ("category_ids") WITH (fastupdate=false) WHERE store_code = 'ee';--> statement-breakpoint
CREATE INDEX "product_search_category_ids_lv" ON "product_search" USING gin ("category_ids") WITH (fastupdate=false) WHERE store_code = 'lv';
--> statement-breakpoint

-- The product_search rows of some products, copied from their current products rows (never from a transition
-- table: the search-field refresh of 0003_search_triggers updates products again inside the same statement, and
-- whichever trigger runs last must not write older values). Rows already equal are not rewritten.
CREATE OR REPLACE FUNCTION sync_product_search(store_codes text[], product_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_search (store_code, id, status, visibility, name, price, special_price, special_from_date,
                              special_to_date, tax_class_id, category_ids, created_at, updated_at, child_colors,
                              child_sizes, child_options, search_vector)
  SELECT p.store_code, p.id, p.status, p.visibility, p.name, p.price, p.special_price, p.special_from_date,
         p.special_to_date, p.tax_class_id, p.category_ids, p.created_at, p.updated_at, p.child_colors,
         p.child_sizes, p.child_options, p.search_vector
    FROM products p
    JOIN (SELECT DISTINCT k.store_code, k.id FROM unnest(store_codes, product_ids) AS k(store_code, id)) k
      ON p.store_code = k.store_code AND p.id = k.id
  ON CONFLICT (store_code, id) DO UPDATE
     SET status = EXCLUDED.status, visibility = EXCLUDED.visibility, name = EXCLUDED.name, price = EXCLUDED.price,
         special_price = EXCLUDED.special_price, special_from_date = EXCLUDED.special_from_date,
         special_to_date = EXCLUDED.special_to_date, tax_class_id = EXCLUDED.tax_class_id,
         category_ids = EXCLUDED.category_ids, created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at,
         child_colors = EXCLUDED.child_colors, child_sizes = EXCLUDED.child_sizes,
         child_options = EXCLUDED.child_options, search_vector = EXCLUDED.search_vector
   WHERE (product_search.*) IS DISTINCT FROM (EXCLUDED.*);
  -- A key that changed (or a row deleted meanwhile) leaves no copy behind.
  DELETE FROM product_search s
   USING unnest(store_codes, product_ids) AS k(store_code, id)
   WHERE s.store_code = k.store_code AND s.id = k.id
     AND NOT EXISTS (SELECT 1 FROM products p WHERE p.store_code = k.store_code AND p.id = k.id);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_copy_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_product_search(array_agg(n.store_code), array_agg(n.id)) FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The old keys too: an update that changes a key removes the copy under the old one.
CREATE OR REPLACE FUNCTION products_search_copy_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_product_search(array_agg(k.store_code), array_agg(k.id))
     FROM (SELECT store_code, id FROM new_rows UNION SELECT store_code, id FROM old_rows) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_copy_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.store_code = o.store_code AND s.id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_copy_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_copy_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_copy_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_copy_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION products_search_copy_updated();
--> statement-breakpoint
CREATE TRIGGER products_search_copy_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_copy_deleted();
--> statement-breakpoint
CREATE TRIGGER products_search_copy_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_copy_truncated();
--> statement-breakpoint

ANALYZE product_search;
