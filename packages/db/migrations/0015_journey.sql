ALTER TABLE "otp_codes" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "inci_name" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "button_link" text;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shares_code_key" ON "cart_shares" USING btree ("code");