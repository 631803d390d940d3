ALTER TABLE "products" ADD COLUMN "color_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Catalogues written before the column carry it only in their documents.
UPDATE "products" SET "color_description" = coalesce("document"->>'colorDescription', '');
