CREATE TABLE "assortment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"assortment_id" uuid,
	"request" jsonb NOT NULL,
	"format" text NOT NULL,
	"filename" text NOT NULL,
	"display_name" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"storage_key" text,
	"size" bigint,
	"line_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_share_links_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "assortment_documents" ADD CONSTRAINT "assortment_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_documents" ADD CONSTRAINT "assortment_documents_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_share_links" ADD CONSTRAINT "document_share_links_document_id_assortment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."assortment_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortment_documents_owner_idx" ON "assortment_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "document_share_links_document_idx" ON "document_share_links" USING btree ("document_id");