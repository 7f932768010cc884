CREATE TYPE "public"."quiz_question_kind" AS ENUM('single', 'multi');--> statement-breakpoint
CREATE TYPE "public"."quiz_step" AS ENUM('cleanser', 'toner', 'treatment', 'moisturizer', 'sunscreen', 'extra');--> statement-breakpoint
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
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_results_user_idx" ON "quiz_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_rules_step_idx" ON "quiz_rules" USING btree ("step","position");