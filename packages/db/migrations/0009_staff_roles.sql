-- ADD VALUE runs inside the migrator's transaction: allowed on PostgreSQL 12+ (and PGlite) as long as nothing in the
-- same transaction uses the new values. A fresh database runs every migration in one transaction, so no later
-- migration may use 'staff' or 'admin' (a default, a row, a check): docs/decisions.md, "Staff desk".
ALTER TYPE "public"."user_type" ADD VALUE IF NOT EXISTS 'staff';--> statement-breakpoint
ALTER TYPE "public"."user_type" ADD VALUE IF NOT EXISTS 'admin';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");