CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "baseline_schema_xpath_rules" (
	"baseline_schema_id" uuid NOT NULL,
	"xpath_rule_id" text NOT NULL,
	CONSTRAINT "baseline_schema_xpath_rules_baseline_schema_id_xpath_rule_id_pk" PRIMARY KEY("baseline_schema_id","xpath_rule_id")
);
--> statement-breakpoint
CREATE TABLE "baseline_schemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certification_area_id" uuid NOT NULL,
	"message_type_id" uuid NOT NULL,
	"application_area_id" uuid NOT NULL,
	"beheerders_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dimension_combinations" (
	"certification_area_id" uuid NOT NULL,
	"message_type_id" uuid NOT NULL,
	"application_area_id" uuid NOT NULL,
	"allowed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dimension_combinations_certification_area_id_message_type_id_application_area_id_pk" PRIMARY KEY("certification_area_id","message_type_id","application_area_id")
);
--> statement-breakpoint
CREATE TABLE "dimensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dimensions_version_only_for_communities" CHECK (("dimensions"."kind" = 'certificationArea') = ("dimensions"."version" is not null))
);
--> statement-breakpoint
CREATE TABLE "download_grants" (
	"organisation_id" uuid NOT NULL,
	"granted_organisation_id" uuid NOT NULL,
	CONSTRAINT "download_grants_organisation_id_granted_organisation_id_pk" PRIMARY KEY("organisation_id","granted_organisation_id")
);
--> statement-breakpoint
CREATE TABLE "download_restrictions" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"restricted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_schemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"baseline_schema_id" uuid,
	"name" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_downloadable" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_schemas_downloadable_needs_published" CHECK (not "organisation_schemas"."is_downloadable" or "organisation_schemas"."is_published")
);
--> statement-breakpoint
CREATE TABLE "xpath_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"selection_x_path" text NOT NULL,
	"predicate_x_path" text NOT NULL,
	"error_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_organisation" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_schema_xpath_rules" ADD CONSTRAINT "baseline_schema_xpath_rules_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_schema_xpath_rules" ADD CONSTRAINT "baseline_schema_xpath_rules_xpath_rule_id_xpath_rules_id_fk" FOREIGN KEY ("xpath_rule_id") REFERENCES "public"."xpath_rules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_schemas" ADD CONSTRAINT "baseline_schemas_certification_area_id_dimensions_id_fk" FOREIGN KEY ("certification_area_id") REFERENCES "public"."dimensions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_schemas" ADD CONSTRAINT "baseline_schemas_message_type_id_dimensions_id_fk" FOREIGN KEY ("message_type_id") REFERENCES "public"."dimensions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_schemas" ADD CONSTRAINT "baseline_schemas_application_area_id_dimensions_id_fk" FOREIGN KEY ("application_area_id") REFERENCES "public"."dimensions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimension_combinations" ADD CONSTRAINT "dimension_combinations_certification_area_id_dimensions_id_fk" FOREIGN KEY ("certification_area_id") REFERENCES "public"."dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimension_combinations" ADD CONSTRAINT "dimension_combinations_message_type_id_dimensions_id_fk" FOREIGN KEY ("message_type_id") REFERENCES "public"."dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimension_combinations" ADD CONSTRAINT "dimension_combinations_application_area_id_dimensions_id_fk" FOREIGN KEY ("application_area_id") REFERENCES "public"."dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_organisation_id_download_restrictions_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."download_restrictions"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_granted_organisation_id_organisations_id_fk" FOREIGN KEY ("granted_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_restrictions" ADD CONSTRAINT "download_restrictions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "baseline_schemas_key" ON "baseline_schemas" USING btree ("certification_area_id","message_type_id","application_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_kind_name_lower_key" ON "dimensions" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_schemas_org_name_lower_key" ON "organisation_schemas" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "xpath_rules_name_lower_key" ON "xpath_rules" USING btree (lower("name"));