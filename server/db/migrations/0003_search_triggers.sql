-- The search and facet columns of products (ARCHITECTURE §4 "Search") are derived data, kept here by statement-level
-- triggers so that every writer (seed, tests, a future admin) leaves them consistent:
--   products.search_categories  names of the product's categories (SPEC 9: category name boost 1),
--   products.child_colors/child_sizes/child_options  the options of the children that can be sold (status < 2,
--     SPEC 3), so facets count parent products whose children match,
--   search_terms  the words of the search documents, for typo tolerance.
-- products.search_vector is a generated column over name, sku and search_categories (0002_search).

-- The derived columns of some products, recomputed set-based; rows already right are not rewritten, so a writer that
-- fills them itself (the seed) pays only for the check.
-- Statement triggers fire even when no row changed, so callers must not call it with nothing to do (an UPDATE of no
-- rows would fire products_updated again, for ever): it returns at once for empty keys.
CREATE OR REPLACE FUNCTION refresh_product_search_fields(store_codes text[], product_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE products p
     SET search_categories = d.search_categories,
         child_colors = d.colors, child_sizes = d.sizes, child_options = d.options
    FROM (SELECT q.store_code, q.id,
                 coalesce((SELECT string_agg(c.name, ' ' ORDER BY c.level, c.id) FROM categories c
                            WHERE c.store_code = q.store_code AND c.id = ANY (q.category_ids)), '') AS search_categories,
                 coalesce(v.colors, '{}') AS colors,
                 coalesce(v.sizes, '{}') AS sizes,
                 coalesce(v.options, '{}') AS options
            FROM unnest(store_codes, product_ids) AS k(store_code, id)
            JOIN products q ON q.store_code = k.store_code AND q.id = k.id
            LEFT JOIN LATERAL (
              SELECT array_agg(DISTINCT w.color ORDER BY w.color) AS colors,
                     array_agg(DISTINCT w.size ORDER BY w.size) AS sizes,
                     array_agg(DISTINCT w.color::bigint * 1000000 + w.size
                               ORDER BY w.color::bigint * 1000000 + w.size) AS options
                FROM product_variants w
               WHERE w.parent_sku = q.sku AND w.status < 2) v ON true) d
   WHERE p.store_code = d.store_code AND p.id = d.id
     AND (p.search_categories, p.child_colors, p.child_sizes, p.child_options)
         IS DISTINCT FROM (d.search_categories, d.colors, d.sizes, d.options);
END $$;
--> statement-breakpoint
-- Every store view's rows of some parent skus.
CREATE OR REPLACE FUNCTION refresh_parents_search_fields(parent_skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_fields(array_agg(p.store_code), array_agg(p.id))
     FROM products p WHERE p.sku = ANY (parent_skus);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_fields(array_agg(n.store_code), array_agg(n.id)) FROM new_rows n;
  INSERT INTO search_terms (store_code, term)
  SELECT DISTINCT n.store_code, t.lexeme FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) AS t
   WHERE length(t.lexeme) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows whose sku or categories changed (the nested update this makes changes neither, so it stops there).
  PERFORM refresh_product_search_fields(array_agg(n.store_code), array_agg(n.id))
     FROM new_rows n
    WHERE NOT EXISTS (SELECT 1 FROM old_rows o
                       WHERE o.store_code = n.store_code AND o.id = n.id
                         AND o.sku = n.sku AND o.category_ids = n.category_ids);
  INSERT INTO search_terms (store_code, term)
  SELECT DISTINCT n.store_code, t.lexeme
    FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) AS t
   WHERE length(t.lexeme) >= 3
     AND NOT EXISTS (SELECT 1 FROM old_rows o
                      WHERE o.store_code = n.store_code AND o.id = n.id AND o.search_vector = n.search_vector)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_updated();
--> statement-breakpoint

-- Children changed: their parents' options, in every store view.
CREATE OR REPLACE FUNCTION product_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_parents_search_fields(ARRAY(SELECT DISTINCT parent_sku FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_parents_search_fields(ARRAY(SELECT parent_sku FROM new_rows UNION SELECT parent_sku FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_parents_search_fields(ARRAY(SELECT DISTINCT parent_sku FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_updated();
--> statement-breakpoint
CREATE TRIGGER product_variants_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_deleted();
--> statement-breakpoint

-- A category added or renamed: its products' documents take the new name.
CREATE OR REPLACE FUNCTION categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_fields(array_agg(p.store_code), array_agg(p.id))
     FROM products p
    WHERE p.store_code = NEW.store_code AND p.category_ids @> ARRAY[NEW.id];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_renamed AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_renamed();
--> statement-breakpoint

-- Rows stored before this migration.
SELECT refresh_product_search_fields(array_agg(store_code), array_agg(id)) FROM products;
--> statement-breakpoint
INSERT INTO search_terms (store_code, term)
SELECT DISTINCT p.store_code, t.lexeme FROM products p CROSS JOIN LATERAL unnest(p.search_vector) AS t
 WHERE length(t.lexeme) >= 3
ON CONFLICT DO NOTHING;
