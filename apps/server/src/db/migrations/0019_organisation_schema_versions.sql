-- Issue 32, ADR 0070: every certified version of an organisation schema is kept with its content,
-- so a new version can be compared with the earlier published ones, and the compatibility decided
-- at its certification is stored with it. The owner's per-schema choice to compare with every
-- earlier published version lives on the schema. An upgrade records each schema's current version
-- (its content stays where it is: the version refers to the same file), so the next certification
-- has something to compare with.
CREATE TABLE "organisation_schema_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_schema_id" uuid,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"afd_version" integer,
	"file_name" text,
	"content_blob_id" uuid,
	"companion_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"baseline_schema_id" uuid,
	"baseline_library_id" uuid,
	"certified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"compatibility" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "check_all_versions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_schema_versions" ADD CONSTRAINT "organisation_schema_versions_organisation_schema_id_organisation_schemas_id_fk" FOREIGN KEY ("organisation_schema_id") REFERENCES "public"."organisation_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schema_versions" ADD CONSTRAINT "organisation_schema_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schema_versions" ADD CONSTRAINT "organisation_schema_versions_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schema_versions" ADD CONSTRAINT "organisation_schema_versions_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schema_versions" ADD CONSTRAINT "organisation_schema_versions_baseline_library_id_baseline_libraries_id_fk" FOREIGN KEY ("baseline_library_id") REFERENCES "public"."baseline_libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_schema_versions_org_name_version_key" ON "organisation_schema_versions" USING btree ("organisation_id",lower("name"),"version");--> statement-breakpoint
CREATE INDEX "organisation_schema_versions_schema_idx" ON "organisation_schema_versions" USING btree ("organisation_schema_id","version");--> statement-breakpoint
INSERT INTO "organisation_schema_versions" ("organisation_schema_id", "organisation_id", "name", "version", "afd_version", "file_name",
  "content_blob_id", "companion_files", "baseline_schema_id", "baseline_library_id", "certified_at", "published_at")
SELECT s."id", s."organisation_id", s."name", s."version", l."afd_version", s."file_name", s."content_blob_id", s."companion_files",
  s."baseline_schema_id", s."baseline_library_id", s."certified_at",
  CASE WHEN s."is_published" THEN coalesce(s."publish_date", s."certified_at", s."created_at") END
FROM "organisation_schemas" s LEFT JOIN "baseline_libraries" l ON l."id" = s."baseline_library_id"
ON CONFLICT DO NOTHING;