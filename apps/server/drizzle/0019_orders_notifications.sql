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
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_code","type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_code","type","state");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_date");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_type_status_number_idx" ON "orders" USING btree ("type","status","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_requester_idx" ON "orders" USING btree ("requester_code","type","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_coordinator_idx" ON "orders" USING btree ("coordinator","type","order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_approver_idx" ON "orders" USING btree ("approver_code","type","order_number" DESC NULLS LAST);