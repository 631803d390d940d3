CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
-- E-mails are compared lower-cased and now stored so; the unique index on lower(email) rules out a clash.
UPDATE "users" SET "email" = lower("email") WHERE "email" <> lower("email");
