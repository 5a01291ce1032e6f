-- One certificate per version of a schema (issue 28, ADR 0054). Before certification was
-- serialised per name, two simultaneous certifications of one schema could both write a
-- certificate for the same version. Those stay readable under their kenmerk (someone may hold
-- one), but only one remains the schema's: the one whose enriched copy is the stored one, else the
-- latest. The others are detached from the schema, as a deleted schema's are, and a valid one
-- among them becomes 'vervangen' by the one kept.
WITH ranked AS (
	SELECT c.kenmerk,
		first_value(c.kenmerk) OVER same_version AS kept,
		row_number() OVER same_version AS place
	FROM certificates c
	LEFT JOIN organisation_schemas s ON s.id = c.organisation_schema_id
	LEFT JOIN blobs b ON b.id = s.enriched_blob_id
	WHERE c.organisation_schema_id IS NOT NULL
	WINDOW same_version AS (
		PARTITION BY c.organisation_schema_id, c.schema_version
		ORDER BY (b.sha256 IS NOT DISTINCT FROM c.enriched_sha256) DESC, c.created_at DESC, c.kenmerk DESC
	)
)
UPDATE certificates c SET
	organisation_schema_id = NULL,
	status = CASE WHEN c.status = 'geldig' THEN 'vervangen' ELSE c.status END,
	status_reason = CASE WHEN c.status = 'geldig' THEN 'Vervangen door een nieuwere certificering van dit schema.' ELSE c.status_reason END,
	status_changed_at = CASE WHEN c.status = 'geldig' THEN now() ELSE c.status_changed_at END,
	superseded_by = CASE WHEN c.status = 'geldig' THEN r.kept ELSE c.superseded_by END
FROM ranked r
WHERE r.kenmerk = c.kenmerk AND r.place > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_schema_version_key" ON "certificates" USING btree ("organisation_schema_id","schema_version");
