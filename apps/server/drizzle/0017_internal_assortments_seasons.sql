CREATE TABLE "internal_assortment_locks" (
	"assortment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "customer_logo" text;--> statement-breakpoint
ALTER TABLE "internal_assortment_locks" ADD CONSTRAINT "internal_assortment_locks_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_assortment_locks" ADD CONSTRAINT "internal_assortment_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortments_internal_season_idx" ON "assortments" USING btree ("channel","year","season") WHERE "assortments"."org_type" = 'internal';--> statement-breakpoint
CREATE UNIQUE INDEX "assortments_internal_identity_key" ON "assortments" USING btree ("season","year","region",coalesce("gender", ''),lower("title")) WHERE "assortments"."org_type" = 'internal' and "assortments"."type" = 'item';