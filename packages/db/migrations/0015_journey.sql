ALTER TABLE "ingredients" ADD COLUMN "inci_name" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "button_link" text;