ALTER TABLE "cms_pages" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "owner_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "cms_pages_identifier";--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_identifier" ON "cms_pages" USING btree ("store_code","identifier");--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"store_code" text NOT NULL,
	"id" integer NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_edited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blocks_store_code_id_pk" PRIMARY KEY("store_code","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_identifier" ON "cms_blocks" USING btree ("store_code","identifier");
