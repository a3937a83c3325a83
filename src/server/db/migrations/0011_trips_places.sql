CREATE TABLE "driving_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"fuel_price_per_litre" numeric(8, 3),
	"home_kwh_price" numeric(8, 3),
	"public_kwh_price" numeric(8, 3),
	"speed_limit_kmh" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_m" integer DEFAULT 150 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" in ('home', 'work', 'charger', 'other')),
	CONSTRAINT "places_radius_check" CHECK ("places"."radius_m" between 20 and 5000),
	CONSTRAINT "places_point_check" CHECK ("places"."latitude" between -90 and 90 and "places"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"metadata" text
);
--> statement-breakpoint
CREATE TABLE "trip_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mechanism" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"duration_seconds" integer NOT NULL,
	"ongoing" boolean DEFAULT false NOT NULL,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"end_latitude" double precision,
	"end_longitude" double precision,
	"start_place" text,
	"end_place" text,
	"odometer_start_km" double precision,
	"odometer_end_km" double precision,
	"max_speed_kmh" double precision,
	"avg_speed_kmh" double precision,
	"fuel_start_percent" double precision,
	"fuel_end_percent" double precision,
	"soc_start_percent" double precision,
	"soc_end_percent" double precision,
	"signals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_segments_kind_check" CHECK ("trip_segments"."kind" in ('trip', 'idling', 'refuel', 'recharge'))
);
--> statement-breakpoint
CREATE TABLE "trip_sync" (
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_to" timestamp with time zone NOT NULL,
	"mechanism" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_sync_vehicle_id_kind_pk" PRIMARY KEY("vehicle_id","kind")
);
--> statement-breakpoint
ALTER TABLE "driving_settings" ADD CONSTRAINT "driving_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_sync" ADD CONSTRAINT "trip_sync_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_user_idx" ON "places" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_events_vehicle_at_name_unique" ON "trip_events" USING btree ("vehicle_id","at","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_segments_vehicle_kind_start_unique" ON "trip_segments" USING btree ("vehicle_id","kind","start_at");