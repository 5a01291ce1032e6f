CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Running' NOT NULL,
	"input" jsonb NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"instance_id" text,
	"progress_done" integer,
	"progress_total" integer,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_name" text NOT NULL,
	"file_name" text NOT NULL,
	"blob_id" uuid NOT NULL,
	"schema_count" integer NOT NULL,
	"failure_count" integer NOT NULL,
	"job_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_one_running_per_name" ON "job_runs" USING btree ("name") WHERE "job_runs"."status" = 'Running';--> statement-breakpoint
CREATE INDEX "job_runs_name_created_idx" ON "job_runs" USING btree ("name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_report_file_key" ON "report_files" USING btree ("report_name","file_name");--> statement-breakpoint
CREATE INDEX "report_files_report_created_idx" ON "report_files" USING btree ("report_name","created_at");