CREATE TABLE "schema_issue_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"author_name" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schema_issue_comments" ADD CONSTRAINT "schema_issue_comments_issue_id_schema_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."schema_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schema_issue_comments" ADD CONSTRAINT "schema_issue_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schema_issue_comments_issue_idx" ON "schema_issue_comments" USING btree ("issue_id","created_at");