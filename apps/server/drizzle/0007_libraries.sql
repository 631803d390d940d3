CREATE TABLE "asset_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"usage_type" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text,
	"file_size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"thumbnail_key" text,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text NOT NULL,
	"uploaded_by" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_type" text NOT NULL,
	"state" text NOT NULL,
	"waiting_for_file" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"lang" text,
	"year" integer,
	"season" text,
	"initiative" text,
	"function" text,
	"element" text,
	"category" text,
	"entity" text,
	"store_type" text,
	"added_by" text,
	"start_date" date,
	"end_date" date,
	"gender" text,
	"asset_type" text,
	"asset_sub_type" text,
	"doc_type" text,
	"division_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text,
	"tag" text,
	"orientation" text,
	"product_sub_type" text,
	"usage" text,
	"vm_category" text,
	"media_display" text,
	"begin_date" date,
	"expire_date" date,
	"body" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_by" uuid,
	"last_edited_by_name" text
);
--> statement-breakpoint
CREATE TABLE "user_flags" (
	"user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_flags_user_id_asset_id_flag_pk" PRIMARY KEY("user_id","asset_id","flag")
);
--> statement-breakpoint
CREATE TABLE "mailed_packages" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"shared_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_last_edited_by_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flags" ADD CONSTRAINT "user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flags" ADD CONSTRAINT "user_flags_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_packages" ADD CONSTRAINT "mailed_packages_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_files_asset_idx" ON "asset_files" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_library_name_idx" ON "assets" USING btree ("library_type","state","name","id");--> statement-breakpoint
CREATE INDEX "assets_library_modified_idx" ON "assets" USING btree ("library_type","state","modified_date","id");--> statement-breakpoint
CREATE INDEX "assets_library_asset_type_idx" ON "assets" USING btree ("library_type","state","asset_type");--> statement-breakpoint
CREATE INDEX "assets_library_category_idx" ON "assets" USING btree ("library_type","state","category");--> statement-breakpoint
CREATE INDEX "assets_library_gender_idx" ON "assets" USING btree ("library_type","state","gender");--> statement-breakpoint
CREATE INDEX "assets_library_season_year_idx" ON "assets" USING btree ("library_type","state","season","year");--> statement-breakpoint
CREATE INDEX "assets_search_text_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mailed_packages_expires_idx" ON "mailed_packages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "product_search_search_name_trgm_idx" ON "product_search" USING gin ("search_name" gin_trgm_ops);