CREATE TABLE "trigger_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trigger_events_expires_at_idx" ON "trigger_events" USING btree ("expires_at");