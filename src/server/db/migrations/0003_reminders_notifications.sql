CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lead_days" integer DEFAULT 30 NOT NULL,
	"lead_km" integer DEFAULT 1000 NOT NULL,
	"email" text,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"muted_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" text,
	"calendar_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_calendar_token_hash_unique" UNIQUE("calendar_token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"reminder_id" uuid,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '/reminders' NOT NULL,
	"email_status" text DEFAULT 'none' NOT NULL,
	"webhook_status" text DEFAULT 'none' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_key_unique" UNIQUE("key"),
	CONSTRAINT "notifications_severity_check" CHECK ("notifications"."severity" in ('info', 'warning', 'critical')),
	CONSTRAINT "notifications_email_status_check" CHECK ("notifications"."email_status" in ('none', 'pending', 'sent', 'failed')),
	CONSTRAINT "notifications_webhook_status_check" CHECK ("notifications"."webhook_status" in ('none', 'pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"document_id" uuid,
	"kind" text NOT NULL,
	"title" text,
	"due_date" date,
	"due_odometer_km" integer,
	"source" text DEFAULT 'owner' NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"snoozed_until" date,
	"interval_km" integer,
	"interval_months" integer,
	"predicted_date" date,
	"km_per_week" integer,
	"completed_at" timestamp with time zone,
	"maintenance_record_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('registration_expiry', 'insurance_expiry', 'service_due', 'inspection_due', 'warranty_expiry', 'oil_change', 'tire_rotation', 'brake_service', 'custom')),
	CONSTRAINT "reminders_state_check" CHECK ("reminders"."state" in ('upcoming', 'due_soon', 'overdue', 'done', 'dismissed', 'snoozed')),
	CONSTRAINT "reminders_source_check" CHECK ("reminders"."source" in ('document', 'service_record', 'telemetry', 'owner')),
	CONSTRAINT "reminders_due_check" CHECK ("reminders"."due_date" is not null or "reminders"."due_odometer_km" is not null),
	CONSTRAINT "reminders_snooze_check" CHECK ("reminders"."state" <> 'snoozed' or "reminders"."snoozed_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_maintenance_record_id_maintenance_records_id_fk" FOREIGN KEY ("maintenance_record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_reminder_idx" ON "notifications" USING btree ("reminder_id");--> statement-breakpoint
CREATE INDEX "reminders_vehicle_state_idx" ON "reminders" USING btree ("vehicle_id","state");--> statement-breakpoint
CREATE INDEX "reminders_state_idx" ON "reminders" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_document_kind_unique" ON "reminders" USING btree ("document_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_telemetry_kind_unique" ON "reminders" USING btree ("vehicle_id","kind") WHERE "reminders"."source" = 'telemetry' and "reminders"."state" in ('upcoming', 'due_soon', 'overdue', 'snoozed');