ALTER TABLE "asset_files" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "asset_files" ADD COLUMN "add_method" text DEFAULT 'Upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_files" ADD COLUMN "hero" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "status" text;--> statement-breakpoint
-- The newest sort's dates on the search table: added empty, filled from the catalogue, then required.
ALTER TABLE "product_search" ADD COLUMN "created_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "add_date" integer;--> statement-breakpoint
UPDATE "product_search" s SET "created_date" = p."created_date", "add_date" = l."add_date"
FROM "products" p, "product_locations" l
WHERE p."style_color" = s."style_color" AND l."style_color" = s."style_color" AND l."code" = s."code";--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "created_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "add_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_newest_idx" ON "product_search" USING btree ("code","product_type","modified_date","created_date","add_date");