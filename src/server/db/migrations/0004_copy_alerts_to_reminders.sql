-- SPEC's alerts become reminders: the same vehicle, document, type and date; an inactive alert is a dismissed reminder.
INSERT INTO "reminders" ("vehicle_id", "document_id", "kind", "due_date", "source", "state", "created_at", "updated_at")
SELECT "vehicle_id", "document_id", "alert_type", "alert_date",
  CASE WHEN "document_id" IS NULL THEN 'owner' ELSE 'document' END,
  CASE WHEN "is_active" THEN 'upcoming' ELSE 'dismissed' END,
  "created_at", "updated_at"
FROM "alerts"
ON CONFLICT DO NOTHING;
