CREATE TABLE "limit_hits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_locks" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_locks_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "sent_to" text;--> statement-breakpoint
CREATE INDEX "limit_hits_key_idx" ON "limit_hits" USING btree ("scope","key","at");