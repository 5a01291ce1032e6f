-- Certificates (issue 18, ADR 0047): one row per certification of an organisation schema, under its
-- public kenmerk, with the facts it states copied in (readable after the schema is deleted). Written
-- in the transaction that stores the certified schema; status 'ingetrokken' (deleted, failed
-- revalidation) and 'vervangen' (a newer certification) are set in the transaction that causes them.
CREATE TABLE "certificates" (
	"kenmerk" text PRIMARY KEY NOT NULL,
	"organisation_schema_id" uuid,
	"organisation_id" uuid,
	"organisation_name" text NOT NULL,
	"schema_name" text NOT NULL,
	"schema_version" integer NOT NULL,
	"origin" text NOT NULL,
	"afd_version" integer NOT NULL,
	"certification_area" text NOT NULL,
	"message_type" text NOT NULL,
	"application_area" text NOT NULL,
	"baseline_library_created_at" timestamp with time zone NOT NULL,
	"baseline_sha256" text NOT NULL,
	"catalogue_version" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checker_version" text NOT NULL,
	"original_sha256" text NOT NULL,
	"enriched_sha256" text NOT NULL,
	"certified_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'geldig' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"superseded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organisation_schema_id_organisation_schemas_id_fk" FOREIGN KEY ("organisation_schema_id") REFERENCES "public"."organisation_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_valid_schema_idx" ON "certificates" USING btree ("organisation_schema_id") WHERE "certificates"."status" = 'geldig';