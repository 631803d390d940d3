ALTER TABLE "conference_items" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "conference_items" ADD COLUMN "groups" text[] DEFAULT '{}'::text[] NOT NULL;