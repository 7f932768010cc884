ALTER TABLE "users" ADD COLUMN "phone_digest" text;--> statement-breakpoint
CREATE INDEX "users_phone_digest_idx" ON "users" USING btree ("phone_digest");