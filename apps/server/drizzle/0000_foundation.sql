CREATE TABLE "account_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"strategy" text NOT NULL,
	"idle_timeout_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_code" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"strategy" text DEFAULT 'local' NOT NULL,
	"external_subject" text,
	"entity" text,
	"country" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"access_reason" text,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_tbes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"department_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_active_location" text,
	"has_advanced_rights" boolean DEFAULT false NOT NULL,
	"wof" jsonb DEFAULT '{"access":false,"country":null}'::jsonb NOT NULL,
	"conference_access" jsonb DEFAULT '{"asian":false,"domestic":false,"international":false}'::jsonb NOT NULL,
	"is_editor" boolean DEFAULT false NOT NULL,
	"is_senior_editor" boolean DEFAULT false NOT NULL,
	"session_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_codes_user_idx" ON "account_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_code_key" ON "users" USING btree ("user_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_key" ON "users" USING btree ("strategy","external_subject");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name" || ' ' || "last_name"));