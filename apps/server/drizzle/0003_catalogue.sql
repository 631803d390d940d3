CREATE TABLE "product_images" (
	"style_color" text NOT NULL,
	"angle" text NOT NULL,
	"kind" text NOT NULL,
	"hero" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_style_color_angle_kind_pk" PRIMARY KEY("style_color","angle","kind")
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"style_color" text NOT NULL,
	"code" text NOT NULL,
	"line_status" text NOT NULL,
	"size_range" text NOT NULL,
	"wholesale_price" numeric(14, 4) NOT NULL,
	"original_cost" numeric(14, 4) NOT NULL,
	"suggested_retail" numeric(14, 4) NOT NULL,
	"net_cost" numeric(14, 4) NOT NULL,
	"markup_percent" numeric(7, 2),
	"status_date" integer NOT NULL,
	"last_prod_date" integer NOT NULL,
	"style_last_prod_date" integer NOT NULL,
	"add_date" integer NOT NULL,
	"first_avail_date" integer NOT NULL,
	"total_inventory" integer NOT NULL,
	"size_avail_dates" jsonb NOT NULL,
	"currency_symbol" text NOT NULL,
	"decimal_places" smallint NOT NULL,
	CONSTRAINT "product_locations_style_color_code_pk" PRIMARY KEY("style_color","code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"style_color" text PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"style_numeric" integer NOT NULL,
	"color" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"division" text NOT NULL,
	"gender" text NOT NULL,
	"pillar" text NOT NULL,
	"life_cycle" text NOT NULL,
	"season_codes" text[] NOT NULL,
	"key_initiatives" text[] NOT NULL,
	"features" text[] NOT NULL,
	"categories" jsonb NOT NULL,
	"components" jsonb NOT NULL,
	"outsole" text,
	"upper" text,
	"search_name" text GENERATED ALWAYS AS (name || ' ' || coalesce(outsole, '') || ' ' || coalesce(upper, '')) STORED NOT NULL,
	"description" text NOT NULL,
	"pop_category" text,
	"pop_type" text,
	"pop_gender" text,
	"pop_usage" text,
	"pop_materials" text[] NOT NULL,
	"due_date" integer,
	"carryover" boolean NOT NULL,
	"new_color" boolean NOT NULL,
	"document" jsonb NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"modified_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"season_sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_file" text,
	"preview_jpg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_style_color_products_style_color_fk" FOREIGN KEY ("style_color") REFERENCES "public"."products"("style_color") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_style_color_products_style_color_fk" FOREIGN KEY ("style_color") REFERENCES "public"."products"("style_color") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_locations_line_status_idx" ON "product_locations" USING btree ("code","line_status");--> statement-breakpoint
CREATE INDEX "product_locations_wholesale_idx" ON "product_locations" USING btree ("code","wholesale_price");--> statement-breakpoint
CREATE INDEX "product_locations_retail_idx" ON "product_locations" USING btree ("code","suggested_retail");--> statement-breakpoint
CREATE INDEX "product_locations_first_avail_idx" ON "product_locations" USING btree ("code","first_avail_date");--> statement-breakpoint
CREATE INDEX "product_locations_last_prod_idx" ON "product_locations" USING btree ("code","last_prod_date");--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_type_style_idx" ON "products" USING btree ("product_type","style_numeric","style","color");--> statement-breakpoint
CREATE INDEX "products_type_division_idx" ON "products" USING btree ("product_type","division");--> statement-breakpoint
CREATE INDEX "products_type_gender_idx" ON "products" USING btree ("product_type","gender");--> statement-breakpoint
CREATE INDEX "products_type_pillar_idx" ON "products" USING btree ("product_type","pillar");--> statement-breakpoint
CREATE INDEX "products_modified_idx" ON "products" USING btree ("modified_date");--> statement-breakpoint
CREATE INDEX "products_due_date_idx" ON "products" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "products_season_codes_idx" ON "products" USING gin ("season_codes");--> statement-breakpoint
CREATE INDEX "products_key_initiatives_idx" ON "products" USING gin ("key_initiatives");--> statement-breakpoint
CREATE INDEX "products_features_idx" ON "products" USING gin ("features");--> statement-breakpoint
CREATE INDEX "products_categories_idx" ON "products" USING gin ("categories" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_components_idx" ON "products" USING gin ("components" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_channel_season_year_key" ON "seasons" USING btree ("channel","season","year");