CREATE TABLE "document_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"assortment_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"format" text NOT NULL,
	"timing" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assortment_documents" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "document_schedules" ADD CONSTRAINT "document_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_schedules" ADD CONSTRAINT "document_schedules_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_schedules_owner_idx" ON "document_schedules" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "document_schedules_due_idx" ON "document_schedules" USING btree ("next_run_at");--> statement-breakpoint
ALTER TABLE "assortment_documents" ADD CONSTRAINT "assortment_documents_schedule_id_document_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."document_schedules"("id") ON DELETE set null ON UPDATE no action;