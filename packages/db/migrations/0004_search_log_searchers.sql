ALTER TABLE "search_log" ADD COLUMN "searcher" text;--> statement-breakpoint
ALTER TABLE "search_log" ADD COLUMN "known" boolean DEFAULT false NOT NULL;