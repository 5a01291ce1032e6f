-- Issue 32, ADR 0069: notice of change. schema_change_events records each change to a schema that
-- was in the register (a new version, a withdrawal, a revoked certificate) in the change's own
-- transaction; schema_change_notices keys the notice to each downloading organisation once
-- (event, organisation), whatever the number of instances fanning out; a row in
-- schema_change_notice_opt_outs turns the notice off for one user and one owner organisation.
CREATE TABLE "schema_change_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_organisation_id" uuid NOT NULL,
	"organisation_schema_id" uuid,
	"schema_name" text NOT NULL,
	"version" integer NOT NULL,
	"previous_version" integer,
	"kind" text NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schema_change_notice_opt_outs" (
	"user_id" uuid NOT NULL,
	"owner_organisation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schema_change_notice_opt_outs_user_id_owner_organisation_id_pk" PRIMARY KEY("user_id","owner_organisation_id")
);
--> statement-breakpoint
CREATE TABLE "schema_change_notices" (
	"event_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schema_change_notices_event_id_organisation_id_pk" PRIMARY KEY("event_id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "schema_change_events" ADD CONSTRAINT "schema_change_events_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_change_events" ADD CONSTRAINT "schema_change_events_organisation_schema_id_organisation_schemas_id_fk" FOREIGN KEY ("organisation_schema_id") REFERENCES "public"."organisation_schemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_change_notice_opt_outs" ADD CONSTRAINT "schema_change_notice_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_change_notice_opt_outs" ADD CONSTRAINT "schema_change_notice_opt_outs_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_change_notices" ADD CONSTRAINT "schema_change_notices_event_id_schema_change_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schema_change_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_change_notices" ADD CONSTRAINT "schema_change_notices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schema_change_events_owner_idx" ON "schema_change_events" USING btree ("owner_organisation_id","occurred_at");--> statement-breakpoint
CREATE INDEX "schema_change_events_pending_idx" ON "schema_change_events" USING btree ("occurred_at") WHERE "schema_change_events"."fanned_out_at" is null;