CREATE TABLE "baseline_libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baseline_schema_id" uuid NOT NULL,
	"afd_version" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_blob_id" uuid NOT NULL,
	"library" jsonb NOT NULL,
	"datacatalog_id" uuid,
	"datacat_version" text,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datacatalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"catalogue" jsonb NOT NULL,
	"xsd_files" jsonb NOT NULL,
	"zip_blob_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_certification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"baseline_schema_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"content_blob_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predefined_entity_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snippets" jsonb NOT NULL,
	"content_blob_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_schemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid,
	"baseline_schema_id" uuid NOT NULL,
	"baseline_library_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_blob_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "origin" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "is_open_api_description" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "baseline_library_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "content_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "enriched_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "certification_mark" text;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "certified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "baseline_libraries" ADD CONSTRAINT "baseline_libraries_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_libraries" ADD CONSTRAINT "baseline_libraries_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_libraries" ADD CONSTRAINT "baseline_libraries_datacatalog_id_datacatalogs_id_fk" FOREIGN KEY ("datacatalog_id") REFERENCES "public"."datacatalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_libraries" ADD CONSTRAINT "baseline_libraries_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datacatalogs" ADD CONSTRAINT "datacatalogs_zip_blob_id_blobs_id_fk" FOREIGN KEY ("zip_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datacatalogs" ADD CONSTRAINT "datacatalogs_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_certification_requests" ADD CONSTRAINT "manual_certification_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_certification_requests" ADD CONSTRAINT "manual_certification_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_certification_requests" ADD CONSTRAINT "manual_certification_requests_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_certification_requests" ADD CONSTRAINT "manual_certification_requests_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_entity_sets" ADD CONSTRAINT "predefined_entity_sets_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_entity_sets" ADD CONSTRAINT "predefined_entity_sets_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_schemas" ADD CONSTRAINT "uploaded_schemas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_schemas" ADD CONSTRAINT "uploaded_schemas_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_schemas" ADD CONSTRAINT "uploaded_schemas_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_schemas" ADD CONSTRAINT "uploaded_schemas_baseline_library_id_baseline_libraries_id_fk" FOREIGN KEY ("baseline_library_id") REFERENCES "public"."baseline_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_schemas" ADD CONSTRAINT "uploaded_schemas_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baseline_libraries_baseline_created_idx" ON "baseline_libraries" USING btree ("baseline_schema_id","created_at");--> statement-breakpoint
CREATE INDEX "datacatalogs_created_at_idx" ON "datacatalogs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manual_certification_requests_status_idx" ON "manual_certification_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "uploaded_schemas_created_at_idx" ON "uploaded_schemas" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_baseline_library_id_baseline_libraries_id_fk" FOREIGN KEY ("baseline_library_id") REFERENCES "public"."baseline_libraries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_content_blob_id_blobs_id_fk" FOREIGN KEY ("content_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_enriched_blob_id_blobs_id_fk" FOREIGN KEY ("enriched_blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD CONSTRAINT "organisation_schemas_certified_by_user_id_users_id_fk" FOREIGN KEY ("certified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;