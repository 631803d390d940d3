CREATE TABLE "sample_tracking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sample_id" uuid NOT NULL,
	"action" text NOT NULL,
	"quantity" integer,
	"note" text,
	"user_id" uuid,
	"user_name" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"library" text NOT NULL,
	"division" text,
	"style" text,
	"color" text,
	"status" text,
	"side" text,
	"size" text,
	"total_qty" integer,
	"on_hand_qty" integer,
	"bin" text,
	"mold_num" text,
	"mold_date" date,
	"gender" text,
	"quantity" integer,
	"shelf" text,
	"region" text,
	"aisle" text,
	"direction" text,
	"level" text,
	"new_bin" text,
	"sample_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_user" text,
	"last_edited_by" uuid,
	"last_edited_by_user" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD CONSTRAINT "sample_tracking_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD CONSTRAINT "sample_tracking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_last_edited_by_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_tracking_sample_idx" ON "sample_tracking" USING btree ("sample_id","created_date");--> statement-breakpoint
CREATE INDEX "samples_library_seq_idx" ON "samples" USING btree ("library","seq");--> statement-breakpoint
CREATE INDEX "samples_library_division_idx" ON "samples" USING btree ("library","division","seq");--> statement-breakpoint
CREATE INDEX "samples_library_style_idx" ON "samples" USING btree ("library","style","seq");--> statement-breakpoint
CREATE INDEX "samples_library_color_idx" ON "samples" USING btree ("library","color","seq");--> statement-breakpoint
CREATE INDEX "samples_library_status_idx" ON "samples" USING btree ("library","status","seq");--> statement-breakpoint
CREATE INDEX "samples_library_side_idx" ON "samples" USING btree ("library","side","seq");--> statement-breakpoint
CREATE INDEX "samples_library_size_idx" ON "samples" USING btree ("library","size","seq");--> statement-breakpoint
CREATE INDEX "samples_library_total_qty_idx" ON "samples" USING btree ("library","total_qty","seq");--> statement-breakpoint
CREATE INDEX "samples_library_bin_idx" ON "samples" USING btree ("library","bin","seq");--> statement-breakpoint
CREATE INDEX "samples_library_mold_num_idx" ON "samples" USING btree ("library","mold_num","seq");--> statement-breakpoint
CREATE INDEX "samples_library_mold_date_idx" ON "samples" USING btree ("library","mold_date","seq");--> statement-breakpoint
CREATE INDEX "samples_library_gender_idx" ON "samples" USING btree ("library","gender","seq");--> statement-breakpoint
CREATE INDEX "samples_library_region_idx" ON "samples" USING btree ("library","region","seq");--> statement-breakpoint
CREATE INDEX "samples_library_modified_date_idx" ON "samples" USING btree ("library","modified_date","seq");--> statement-breakpoint
CREATE INDEX "samples_library_style_prefix_idx" ON "samples" USING btree ("library","style" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "samples_library_key_idx" ON "samples" USING btree ("library","sample_key");--> statement-breakpoint
CREATE INDEX "samples_library_mold_idx" ON "samples" USING btree ("library",upper("mold_num"));--> statement-breakpoint
CREATE INDEX "samples_search_text_trgm_idx" ON "samples" USING gin ("search_text" gin_trgm_ops);