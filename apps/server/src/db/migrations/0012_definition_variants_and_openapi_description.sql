ALTER TABLE "definitions" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "definitions" ADD COLUMN "open_api_description" jsonb;