CREATE TABLE "product_search" (
	"code" text NOT NULL,
	"style_color" text NOT NULL,
	"product_type" text NOT NULL,
	"line_status" text NOT NULL,
	"division" text NOT NULL,
	"gender" text NOT NULL,
	"season_codes" text[] NOT NULL,
	"style_numeric" integer NOT NULL,
	"name" text NOT NULL,
	"modified_date" timestamp with time zone NOT NULL,
	"wholesale_price" numeric(14, 4) NOT NULL,
	"suggested_retail" numeric(14, 4) NOT NULL,
	CONSTRAINT "product_search_code_style_color_pk" PRIMARY KEY("code","style_color")
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "document" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_style_color_code_product_locations_style_color_code_fk" FOREIGN KEY ("style_color","code") REFERENCES "public"."product_locations"("style_color","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_filter_idx" ON "product_search" USING btree ("code","product_type","division","gender");--> statement-breakpoint
CREATE INDEX "product_search_style_idx" ON "product_search" USING btree ("code","product_type","style_numeric","style_color");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("code","product_type","name");--> statement-breakpoint
CREATE INDEX "product_search_wholesale_idx" ON "product_search" USING btree ("code","product_type","wholesale_price");--> statement-breakpoint
CREATE INDEX "product_search_retail_idx" ON "product_search" USING btree ("code","product_type","suggested_retail");--> statement-breakpoint
CREATE INDEX "product_search_modified_idx" ON "product_search" USING btree ("code","product_type","modified_date");