ALTER TABLE "share_cards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "map_features" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;