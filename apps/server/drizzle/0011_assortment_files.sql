CREATE TABLE "assortment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assortment_id" uuid NOT NULL,
	"usage_type" text NOT NULL,
	"attach_to" text NOT NULL,
	"filename" text NOT NULL,
	"key" text NOT NULL,
	"file_size" integer NOT NULL,
	"content_type" text,
	"state" text NOT NULL,
	"uploaded_by" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assortment_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "assortment_files" ADD CONSTRAINT "assortment_files_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_files" ADD CONSTRAINT "assortment_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortment_files_attachment_idx" ON "assortment_files" USING btree ("assortment_id","usage_type","attach_to");