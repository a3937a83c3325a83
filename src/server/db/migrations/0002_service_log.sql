ALTER TABLE "maintenance_records" ADD COLUMN "parts_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "labor_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "shop" text;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "attached_document_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_attached_document_id_documents_id_fk" FOREIGN KEY ("attached_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_source_check" CHECK ("maintenance_records"."source" in ('manual', 'import', 'reminder'));--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_costs_check" CHECK ("maintenance_records"."parts_cost" >= 0 and "maintenance_records"."labor_cost" >= 0);