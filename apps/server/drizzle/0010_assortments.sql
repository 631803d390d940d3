CREATE TABLE "assortment_batches" (
	"assortment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assortment_batches_assortment_id_version_pk" PRIMARY KEY("assortment_id","version")
);
--> statement-breakpoint
CREATE TABLE "assortment_presence" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"assortment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assortment_products" (
	"assortment_id" uuid NOT NULL,
	"style_color" text NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"sort_order" integer NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "assortment_products_assortment_id_style_color_pk" PRIMARY KEY("assortment_id","style_color")
);
--> statement-breakpoint
CREATE TABLE "assortments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"parent_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"product_type" text NOT NULL,
	"org_type" text NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"region" text NOT NULL,
	"gender" text,
	"season" text,
	"year" integer,
	"decimals_places" smallint DEFAULT 2 NOT NULL,
	"state" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"location_id" text NOT NULL,
	"carryover_date" integer,
	"collections_query_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"logo" text,
	"thumbnail" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alerts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"query" jsonb,
	"custom_content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ui_settings" jsonb NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_date" timestamp with time zone,
	"last_edited_by" uuid,
	"last_edited_by_name" text
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"collection_type" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_id" uuid,
	"linkage_object" jsonb,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assortment_batches" ADD CONSTRAINT "assortment_batches_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_batches" ADD CONSTRAINT "assortment_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_presence" ADD CONSTRAINT "assortment_presence_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_presence" ADD CONSTRAINT "assortment_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_products" ADD CONSTRAINT "assortment_products_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortments" ADD CONSTRAINT "assortments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortments" ADD CONSTRAINT "assortments_last_edited_by_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortments" ADD CONSTRAINT "assortments_parent_id_assortments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortment_presence_assortment_idx" ON "assortment_presence" USING btree ("assortment_id","seen_at");--> statement-breakpoint
CREATE INDEX "assortment_products_order_idx" ON "assortment_products" USING btree ("assortment_id","sort_order");--> statement-breakpoint
CREATE INDEX "assortment_products_style_idx" ON "assortment_products" USING btree ("assortment_id","style");--> statement-breakpoint
CREATE INDEX "assortments_owner_modified_idx" ON "assortments" USING btree ("owner_id","archived","modified_date");--> statement-breakpoint
CREATE INDEX "assortments_parent_idx" ON "assortments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "assortments_state_idx" ON "assortments" USING btree ("state","archived");--> statement-breakpoint
CREATE INDEX "collections_owner_type_idx" ON "collections" USING btree ("owner_id","collection_type","linkage_id");