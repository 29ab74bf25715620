ALTER TABLE "events" ADD COLUMN "pictures" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "review" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_author_idx" ON "events" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "events_review_idx" ON "events" USING btree ("review","created_at");