CREATE TABLE "conversation_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_order_idx" ON "conversation_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
-- Every stored message becomes a row, in its conversation's order.
INSERT INTO "conversation_messages" ("conversation_id", "message")
  SELECT c."id", m."value" FROM "conversations" c CROSS JOIN LATERAL jsonb_array_elements(c."messages") WITH ORDINALITY AS m("value", "n")
  ORDER BY c."created_at", c."id", m."n";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "messages";