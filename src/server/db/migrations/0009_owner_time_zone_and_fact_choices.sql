CREATE TABLE "document_fact_choices" (
	"vehicle_id" uuid NOT NULL,
	"fact" text NOT NULL,
	"document_id" uuid NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_fact_choices_vehicle_id_fact_pk" PRIMARY KEY("vehicle_id","fact")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "document_fact_choices" ADD CONSTRAINT "document_fact_choices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fact_choices" ADD CONSTRAINT "document_fact_choices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;