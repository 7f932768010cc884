-- The staff desk's searches (issue 12): an order by its number, who receives it or their mobile; an account by its
-- name or mobile, a part of any of them (like '%…%'). The folded text is stored (contract normalize.ts
-- deskSearchFoldSql: lower case, hamza and alef forms, ى/ی/ئ, ة/ە, ؤ and Persian letters folded, tashkeel and tatweel
-- dropped) and trigram-indexed (pg_trgm: migration 0001), so a search neither folds nor scans every row. A whole
-- mobile is looked up exactly: the account's by its unique index, the parcels' by the recipient's mobile.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || coalesce(mobile, '')), 'أإآٱىیئةەؤکگپچڤًٌٍَُِّْٰـ', 'اااايييههوككبجف')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(number || ' ' || coalesce(address->>'name', '') || ' ' || coalesce(address->>'mobile', '')), 'أإآٱىیئةەؤکگپچڤًٌٍَُِّْٰـ', 'اااايييههوككبجف')) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_recipient_mobile_idx" ON "orders" USING btree (("address"->>'mobile'));
