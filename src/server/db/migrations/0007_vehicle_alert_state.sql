CREATE TABLE "vehicle_alert_state" (
	"vehicle_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"last_fired_at" timestamp with time zone NOT NULL,
	"last_value" text,
	CONSTRAINT "vehicle_alert_state_vehicle_id_rule_pk" PRIMARY KEY("vehicle_id","rule")
);
--> statement-breakpoint
ALTER TABLE "vehicle_alert_state" ADD CONSTRAINT "vehicle_alert_state_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;