ALTER TABLE "cart_shares" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shares_code_key" ON "cart_shares" USING btree ("code");