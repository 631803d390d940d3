CREATE TABLE "dashboard_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conference_items" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "conference_items" ADD COLUMN "groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;