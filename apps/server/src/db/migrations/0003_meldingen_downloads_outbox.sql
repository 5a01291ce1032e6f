CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "schema_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_schema_id" uuid,
	"owner_organisation_id" uuid NOT NULL,
	"schema_name" text NOT NULL,
	"schema_version" integer NOT NULL,
	"downloaded_by_user_id" uuid,
	"downloaded_by_email" text NOT NULL,
	"downloader_organisation_id" uuid,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schema_issue_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schema_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schema_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receiver_organisation_id" uuid NOT NULL,
	"schema_organisation_id" uuid NOT NULL,
	"schema_name" text NOT NULL,
	"baseline_schema_id" uuid,
	"is_variant" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'nieuw' NOT NULL,
	"afd_definition_sub_status" integer,
	"documentation_sub_status" integer,
	"comments" text DEFAULT '' NOT NULL,
	"reporter_user_id" uuid,
	"reporter_name" text NOT NULL,
	"reporter_email" text NOT NULL,
	"reporter_organisation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "variant_name" text;--> statement-breakpoint
ALTER TABLE "organisation_schemas" ADD COLUMN "variant_version" text;--> statement-breakpoint
ALTER TABLE "schema_downloads" ADD CONSTRAINT "schema_downloads_organisation_schema_id_organisation_schemas_id_fk" FOREIGN KEY ("organisation_schema_id") REFERENCES "public"."organisation_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_downloads" ADD CONSTRAINT "schema_downloads_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_downloads" ADD CONSTRAINT "schema_downloads_downloaded_by_user_id_users_id_fk" FOREIGN KEY ("downloaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_downloads" ADD CONSTRAINT "schema_downloads_downloader_organisation_id_organisations_id_fk" FOREIGN KEY ("downloader_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issue_attachments" ADD CONSTRAINT "schema_issue_attachments_issue_id_schema_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."schema_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issue_attachments" ADD CONSTRAINT "schema_issue_attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issue_attachments" ADD CONSTRAINT "schema_issue_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issues" ADD CONSTRAINT "schema_issues_receiver_organisation_id_organisations_id_fk" FOREIGN KEY ("receiver_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issues" ADD CONSTRAINT "schema_issues_schema_organisation_id_organisations_id_fk" FOREIGN KEY ("schema_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issues" ADD CONSTRAINT "schema_issues_baseline_schema_id_baseline_schemas_id_fk" FOREIGN KEY ("baseline_schema_id") REFERENCES "public"."baseline_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issues" ADD CONSTRAINT "schema_issues_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issues" ADD CONSTRAINT "schema_issues_reporter_organisation_id_organisations_id_fk" FOREIGN KEY ("reporter_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "schema_downloads_schema_idx" ON "schema_downloads" USING btree ("organisation_schema_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schema_issue_attachments_name_key" ON "schema_issue_attachments" USING btree ("issue_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "schema_issues_receiver_idx" ON "schema_issues" USING btree ("receiver_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "schema_issues_reporter_org_idx" ON "schema_issues" USING btree ("reporter_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_schemas_register_idx" ON "organisation_schemas" USING btree ("organisation_id","baseline_schema_id","name") WHERE "organisation_schemas"."is_published";