CREATE TABLE "base_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active_by_default" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definition_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"change" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by_user_id" uuid,
	"saved_by_name" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"baseline_schema_id" uuid NOT NULL,
	"baseline_library_id" uuid,
	"name" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"properties" jsonb NOT NULL,
	"functions" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	"updated_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "definition_revisions" ADD CONSTRAINT "definition_revisions_definition_id_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definition_revisions" ADD CONSTRAINT "definition_revisions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_baseline_library_id_baseline_libraries_id_fk" FOREIGN KEY ("baseline_library_id") REFERENCES "public"."baseline_libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_functions_name_lower_key" ON "base_functions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "definition_revisions_definition_revision_key" ON "definition_revisions" USING btree ("definition_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "definitions_organisation_name_lower_key" ON "definitions" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "definitions_baseline_idx" ON "definitions" USING btree ("baseline_schema_id","organisation_id");--> statement-breakpoint
CREATE INDEX "definitions_library_idx" ON "definitions" USING btree ("baseline_library_id");--> statement-breakpoint
-- The standards body's base functions (reference data, managed by administrators afterwards):
-- what a product definition is used for in the chain from quote to cancellation.
INSERT INTO "base_functions" ("name", "active_by_default", "position") VALUES
  ('offerte', true, 1),
  ('aanvraag', true, 2),
  ('polis', true, 3),
  ('mutatie', false, 4),
  ('prolongatie', false, 5),
  ('royement', false, 6);
