CREATE TYPE "public"."feedback_topic" AS ENUM('products', 'prices', 'delivery', 'website', 'service', 'other');--> statement-breakpoint
CREATE TYPE "public"."partner_application_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('influencer', 'pharmacist');--> statement-breakpoint
CREATE TYPE "public"."quiz_question_kind" AS ENUM('single', 'multi');--> statement-breakpoint
CREATE TYPE "public"."quiz_step" AS ENUM('cleanser', 'toner', 'treatment', 'moisturizer', 'sunscreen', 'extra');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('draft', 'published');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'referral';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'partner';--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"partner_type" "partner_type" NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"city_id" integer NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"followers" integer,
	"pharmacy_name" text,
	"licence_number" text,
	"note" text,
	"status" "partner_application_status" DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_sms_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_details" CHECK (("partner_applications"."partner_type" = 'influencer' and jsonb_array_length("partner_applications"."social_links") > 0)
        or ("partner_applications"."partner_type" = 'pharmacist' and "partner_applications"."pharmacy_name" is not null and "partner_applications"."licence_number" is not null)),
	CONSTRAINT "partner_applications_followers" CHECK ("partner_applications"."followers" is null or "partner_applications"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"topic" "feedback_topic",
	"comment" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_feedback_rating_range" CHECK ("store_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"referee_phone_digest" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"referrer_reward" integer DEFAULT 0 NOT NULL,
	"friend_reward" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "referrals_not_oneself" CHECK ("referrals"."referrer_id" <> "referrals"."referee_id"),
	CONSTRAINT "referrals_rewards_whole" CHECK ("referrals"."referrer_reward" >= 0 AND "referrals"."friend_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"kind" "quiz_question_kind" NOT NULL,
	"options" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_key_unique" UNIQUE("key"),
	CONSTRAINT "quiz_questions_options_array" CHECK (jsonb_typeof("quiz_questions"."options") = 'array')
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_max" integer,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"step" "quiz_step" NOT NULL,
	"title" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"categories" text[] NOT NULL,
	"product_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoid_ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoid_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"must_match" boolean DEFAULT false NOT NULL,
	"max_price" integer,
	"reason" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_rules_conditions_object" CHECK (jsonb_typeof("quiz_rules"."conditions") = 'object'),
	CONSTRAINT "quiz_rules_max_price_positive" CHECK ("quiz_rules"."max_price" is null or "quiz_rules"."max_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "article_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_published_has_date" CHECK ("articles"."status" = 'draft' OR "articles"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text NOT NULL,
	"hero_text" text DEFAULT '' NOT NULL,
	"hero_image_url" text,
	"collection_id" integer,
	"code" text,
	"published" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_dates_in_order" CHECK ("landing_pages"."starts_at" IS NULL OR "landing_pages"."ends_at" IS NULL OR "landing_pages"."ends_at" > "landing_pages"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_feedback" ADD CONSTRAINT "store_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_feedback" ADD CONSTRAINT "store_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_open" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_applications_status_created_idx" ON "partner_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_user_idx" ON "partner_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_feedback_created_idx" ON "store_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_feedback_unhandled_idx" ON "store_feedback" USING btree ("created_at") WHERE "store_feedback"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "store_feedback_user_created_idx" ON "store_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_digest_key" ON "referrals" USING btree ("referee_phone_digest");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_user_idx" ON "quiz_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_rules_step_idx" ON "quiz_rules" USING btree ("step","position");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_handle_key" ON "articles" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_handle_key" ON "content_pages" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_slug_key" ON "landing_pages" USING btree ("slug");