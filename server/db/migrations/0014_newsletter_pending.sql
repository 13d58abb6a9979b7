CREATE TABLE "newsletter_pending" (
	"email" text PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
