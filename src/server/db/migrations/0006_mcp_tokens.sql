CREATE TABLE "mcp_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"purpose" text DEFAULT 'client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "mcp_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "mcp_tokens_purpose_check" CHECK ("mcp_tokens"."purpose" in ('client', 'test_page'))
);
--> statement-breakpoint
ALTER TABLE "mcp_tokens" ADD CONSTRAINT "mcp_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_tokens_user_idx" ON "mcp_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
-- Before this table, "MCP access tokens" were 90-day web sessions (a full sign-in). End them: they must not keep
-- working as sessions. (A deployment with SESSION_DAYS=90 signs its owners out once.)
DELETE FROM "sessions" WHERE "expires_at" - "created_at" BETWEEN interval '89 days 23 hours 59 minutes' AND interval '90 days 1 minute';
