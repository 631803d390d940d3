CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"territory" text NOT NULL,
	"corporate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customers_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE INDEX "customers_territory_name_idx" ON "customers" USING btree ("territory","name");