CREATE TABLE "financing_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"annual_rate" numeric(6, 3) NOT NULL,
	"max_years" smallint NOT NULL,
	"min_down_payment_percent" numeric(5, 2) NOT NULL,
	"checked_on" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_profiles_kind_check" CHECK ("financing_profiles"."kind" in ('conventional', 'murabaha')),
	CONSTRAINT "financing_profiles_rate_check" CHECK ("financing_profiles"."annual_rate" >= 0 and "financing_profiles"."annual_rate" <= 50),
	CONSTRAINT "financing_profiles_years_check" CHECK ("financing_profiles"."max_years" between 1 and 40),
	CONSTRAINT "financing_profiles_down_payment_check" CHECK ("financing_profiles"."min_down_payment_percent" >= 0 and "financing_profiles"."min_down_payment_percent" <= 95)
);
