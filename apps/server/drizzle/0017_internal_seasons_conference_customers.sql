CREATE TABLE "internal_assortment_locks" (
	"assortment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"room" text,
	"speaker" text,
	"location" text,
	"opening_date" date,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"territory" text NOT NULL,
	"corporate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customers_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "customer_logo" text;--> statement-breakpoint
ALTER TABLE "internal_assortment_locks" ADD CONSTRAINT "internal_assortment_locks_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_assortment_locks" ADD CONSTRAINT "internal_assortment_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_items_site_kind_idx" ON "conference_items" USING btree ("site","kind");--> statement-breakpoint
CREATE INDEX "customers_territory_name_idx" ON "customers" USING btree ("territory","name");--> statement-breakpoint
CREATE INDEX "assortments_internal_season_idx" ON "assortments" USING btree ("channel","year","season") WHERE "assortments"."org_type" = 'internal';--> statement-breakpoint
CREATE UNIQUE INDEX "assortments_internal_identity_key" ON "assortments" USING btree ("season","year","region",coalesce("gender", ''),lower("title")) WHERE "assortments"."org_type" = 'internal' and "assortments"."type" = 'item';