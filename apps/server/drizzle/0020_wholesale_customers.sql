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
ALTER TABLE "wholesale_customers" ADD CONSTRAINT "wholesale_customers_account_number_customers_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."customers"("account_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wholesale_customers_rep_idx" ON "wholesale_customers" USING btree ("rep_user_code");