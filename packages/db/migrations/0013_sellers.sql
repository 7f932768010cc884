CREATE TABLE "cart_share_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_share_items_quantity" CHECK ("cart_share_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "cart_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"cart_name" text NOT NULL,
	"book_id" integer,
	"receiver_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"city_id" integer NOT NULL,
	"region" text,
	"address" text NOT NULL,
	"landmark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || mobile || ' ' || coalesce(region, '') || ' ' || address || ' ' || coalesce(landmark, '')), 'أإآٱىیئةەؤکگپچڤًٌٍَُِّْٰـ', 'اااايييههوككبجف')) STORED
);
--> statement-breakpoint
CREATE TABLE "seller_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"source" text NOT NULL,
	"base" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "seller_earnings_amounts" CHECK ("seller_earnings"."base" >= 0 AND "seller_earnings"."amount" >= 0 AND "seller_earnings"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_book_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "share_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD COLUMN "owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "is_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "share_id" integer;--> statement-breakpoint
ALTER TABLE "cart_share_items" ADD CONSTRAINT "cart_share_items_share_id_cart_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."cart_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_share_items" ADD CONSTRAINT "cart_share_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_book_id_seller_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."seller_book"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_book" ADD CONSTRAINT "seller_book_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_book" ADD CONSTRAINT "seller_book_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD CONSTRAINT "seller_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD CONSTRAINT "seller_earnings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_share_items_key" ON "cart_share_items" USING btree ("share_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_shares_seller_idx" ON "cart_shares" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_book_owner_idx" ON "seller_book" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_book_search_trgm_idx" ON "seller_book" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_earnings_order_key" ON "seller_earnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_earnings_seller_idx" ON "seller_earnings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_share_idx" ON "orders" USING btree ("share_id") WHERE "orders"."share_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_seller_cart" ON "carts" USING btree ("owner_id") WHERE "carts"."kind" = 'seller' AND "carts"."is_active";--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_owed_not_negative" CHECK ("wallet_balances"."owed" >= 0);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_seller_cart_named" CHECK ("carts"."kind" = 'customer' OR "carts"."name" IS NOT NULL);