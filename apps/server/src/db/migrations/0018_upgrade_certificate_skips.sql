-- Schemas the upgrade step could not give a certificate (ADR 0060: no stored file, no baseline
-- library), recorded the first time it met them, so the operator is warned about each once and not
-- at every start.
CREATE TABLE "upgrade_certificate_skips" (
	"organisation_schema_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upgrade_certificate_skips" ADD CONSTRAINT "upgrade_certificate_skips_organisation_schema_id_organisation_schemas_id_fk" FOREIGN KEY ("organisation_schema_id") REFERENCES "public"."organisation_schemas"("id") ON DELETE cascade ON UPDATE no action;