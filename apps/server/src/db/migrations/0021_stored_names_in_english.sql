-- Issue 31: the stored names say what the code calls these things; the wire keeps the spec's names
-- (beheerdersonly, notifyOnAfdDefinitionsChange, notifyOnAfdDefinitionsMeldingen), mapped at the
-- routes. A rename keeps every value and default: an upgrade in place loses nothing.
ALTER TABLE "baseline_schemas" RENAME COLUMN "beheerders_only" TO "administrators_only";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "notify_on_afd_definitions_change" TO "notify_on_definition_changes";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "notify_on_afd_definitions_meldingen" TO "notify_on_schema_issues";--> statement-breakpoint
ALTER TABLE "dimensions" RENAME CONSTRAINT "dimensions_version_only_for_communities" TO "dimensions_version_only_for_certification_areas";
