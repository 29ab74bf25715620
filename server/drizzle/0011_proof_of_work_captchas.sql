-- Captchas issued before proof-of-work challenges cannot be answered any more.
DELETE FROM "captchas";--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "challenge" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "level" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_hits" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_hits" ADD COLUMN "in_progress" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "sent_to";