CREATE TABLE "coordinator_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_languages" (
	"user_code" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_code" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'New' NOT NULL,
	"event" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"order_type" text NOT NULL,
	"actor_code" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_code" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_code" text NOT NULL,
	"name" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"from_approval_status" text NOT NULL,
	"to_approval_status" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"previous_status" text,
	"fields" jsonb NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" serial NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"approval_status" text NOT NULL,
	"product_type" text NOT NULL,
	"requester_code" text NOT NULL,
	"requester_name" text NOT NULL,
	"approver_code" text,
	"approver_name" text,
	"senior_approver_code" text,
	"senior_approver_name" text,
	"coordinator" text,
	"coordinator_name" text,
	"coordinator_assignment" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"styles" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
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
CREATE TABLE "wholesale_customers" (
	"account_number" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"defaults" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pack_codes" text[] DEFAULT '{}' NOT NULL,
	"rep_user_code" text NOT NULL,
	"rep_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD CONSTRAINT "sample_tracking_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD CONSTRAINT "sample_tracking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_last_edited_by_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_customers" ADD CONSTRAINT "wholesale_customers_account_number_customers_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."customers"("account_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_code","type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_code","type","state");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_date");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_type_status_number_idx" ON "orders" USING btree ("type","status","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_requester_idx" ON "orders" USING btree ("requester_code","type","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_coordinator_idx" ON "orders" USING btree ("coordinator","type","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_approver_idx" ON "orders" USING btree ("approver_code","type","order_number" DESC NULLS LAST);--> statement-breakpoint
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
CREATE INDEX "samples_search_text_trgm_idx" ON "samples" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wholesale_customers_rep_idx" ON "wholesale_customers" USING btree ("rep_user_code");