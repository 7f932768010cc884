ALTER TABLE "otp_codes" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "inci_name" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "button_link" text;