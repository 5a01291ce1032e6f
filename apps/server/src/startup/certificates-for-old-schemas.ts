import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { certificateRules, newKenmerk } from '../shared/certification/certificate-record.ts';

// Schemas certified before certificates existed (migration 0014) have none. At an upgrade the
// preparation step gives each one a certificate built from what is stored (ADR 0060): the stored
// original's and enriched copy's sha-256 and sizes, the library it was certified against (its
// creation time and the sha-256 of its baseline file), the catalogue, the baseline's XPath rules,
// its own certification date, and `issued_at_upgrade`. The kenmerk is random like every other
// (newKenmerk). Once across instances: the transaction takes an advisory lock, and only schemas
// without any certificate get one, so a second instance (or the next start) finds nothing to do.
// A schema that cannot get one stays without at every start; it is recorded (upgrade_certificate_skips)
// the first time it is met and answered as skipped only then: the operator is warned once, the
// record keeps the list and the reason for whoever looks later.

/** What the checker version of an upgrade's certificate says: nothing stored tells which checker ran. */
export const unknownCheckerVersion = 'onbekend';

/** The advisory lock's key: one per database, held for the transaction. */
const lockKey = 'afd:certificates-for-old-schemas';

/** Schemas per insert statement: thousands of schemas are written in a few statements. */
const batchSize = 500;

export interface OldSchemaCertificates {
  /** Certificates issued now. */
  issued: number;
  /**
   * Certified schemas without a certificate that could not get one (no stored file or no baseline
   * library), by id: those met for the first time. One met at an earlier start is left out (it is
   * in upgrade_certificate_skips since then).
   */
  skipped: { id: string; reason: string }[];
}

interface Candidate {
  id: string;
  baseline_schema_id: string | null;
  library_id: string | null;
  afd_version: number | null;
  origin: string;
  is_open_api_description: boolean;
  has_files: boolean;
}

/**
 * Issues a certificate to every certified schema that has none, in one transaction under an
 * advisory lock; answers how many, and which could not get one and why.
 */
export async function issueCertificatesForOldSchemas(db: Db, now: Date = new Date()): Promise<OldSchemaCertificates> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    // The library the schema was certified against; an old row that names none gets its
    // baseline's newest library from before its certification date, else its newest.
    const candidates = rowsOf<Candidate>(
      await tx.execute(sql`
        select s.id, s.baseline_schema_id, l.id as library_id, l.afd_version, s.origin, s.is_open_api_description,
          (s.content_blob_id is not null and s.enriched_blob_id is not null) as has_files
        from organisation_schemas s
        left join lateral (
          select l.id, l.afd_version from baseline_libraries l
          where l.id = s.baseline_library_id
            or (s.baseline_library_id is null and l.baseline_schema_id = s.baseline_schema_id)
          order by (l.created_at <= coalesce(s.certified_at, s.created_at)) desc, l.created_at desc
          limit 1
        ) l on true
        where not exists (select 1 from certificates c where c.organisation_schema_id = s.id)
        order by coalesce(s.certified_at, s.created_at), s.id`),
    );
    const skipped: OldSchemaCertificates['skipped'] = [];
    const ready: (Candidate & { library_id: string; baseline_schema_id: string })[] = [];
    for (const candidate of candidates) {
      if (!candidate.has_files) skipped.push({ id: candidate.id, reason: 'geen opgeslagen origineel of verrijkte kopie' });
      else if (candidate.baseline_schema_id === null || candidate.library_id === null) skipped.push({ id: candidate.id, reason: 'geen baseline-bibliotheek' });
      else ready.push({ ...candidate, library_id: candidate.library_id, baseline_schema_id: candidate.baseline_schema_id });
    }
    const firstMet = await recordSkips(tx, skipped, now);
    const rulesOf = await xpathRulesByBaseline(tx, [...new Set(ready.map((c) => c.baseline_schema_id))]);
    let issued = 0;
    for (let start = 0; start < ready.length; start += batchSize) {
      const batch = ready.slice(start, start + batchSize).map((candidate) => ({
        id: candidate.id,
        library_id: candidate.library_id,
        kenmerk: newKenmerk(),
        // The checker ran the baseline's XPath rules on AFD 1.0 uploads and generated schemas;
        // none for a manual certification, an OpenAPI description or AFD 2.0 (ADR 0047).
        rules:
          candidate.afd_version === 1 && candidate.origin !== 'manual' && !candidate.is_open_api_description
            ? (rulesOf.get(candidate.baseline_schema_id) ?? [])
            : [],
      }));
      const inserted = rowsOf<{ kenmerk: string }>(
        await tx.execute(sql`
          insert into certificates (kenmerk, organisation_schema_id, organisation_id, organisation_name, schema_name,
            schema_version, origin, afd_version, certification_area, message_type, application_area,
            baseline_library_created_at, baseline_sha256, catalogue_version, rules, checker_version,
            original_sha256, enriched_sha256, original_bytes, enriched_bytes, certified_at, issued_at_upgrade)
          select n.kenmerk, s.id, s.organisation_id, o.name, s.name,
            s.version, s.origin, l.afd_version, certification_area.name, message_type.name, domain.name,
            l.created_at, lb.sha256,
            coalesce(dc.version, l.datacat_version,
              (select d.version from datacatalogs d order by (d.created_at <= coalesce(s.certified_at, s.created_at)) desc, d.created_at desc limit 1), ''),
            n.rules, ${unknownCheckerVersion},
            ob.sha256, eb.sha256, ob.size, eb.size, coalesce(s.certified_at, s.created_at), ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as n(id uuid, library_id uuid, kenmerk text, rules jsonb)
          join organisation_schemas s on s.id = n.id
          join organisations o on o.id = s.organisation_id
          join baseline_libraries l on l.id = n.library_id
          join blobs lb on lb.id = l.content_blob_id
          left join datacatalogs dc on dc.id = l.datacatalog_id
          join baseline_schemas b on b.id = s.baseline_schema_id
          join dimensions certification_area on certification_area.id = b.certification_area_id
          join dimensions message_type on message_type.id = b.message_type_id
          join dimensions domain on domain.id = b.application_area_id
          join blobs ob on ob.id = s.content_blob_id
          join blobs eb on eb.id = s.enriched_blob_id
          on conflict do nothing
          returning kenmerk`),
      );
      issued += inserted.length;
    }
    return { issued, skipped: skipped.filter((skip) => firstMet.has(skip.id)) };
  });
}

/** Records the skipped schemas not recorded before; answers their ids. */
async function recordSkips(tx: Tx, skipped: OldSchemaCertificates['skipped'], now: Date): Promise<Set<string>> {
  if (skipped.length === 0) return new Set();
  const recorded = rowsOf<{ organisation_schema_id: string }>(
    await tx.execute(sql`
      insert into upgrade_certificate_skips (organisation_schema_id, reason, reported_at)
      select n.id, n.reason, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(skipped)}::jsonb) as n(id uuid, reason text)
      on conflict do nothing
      returning organisation_schema_id`),
  );
  return new Set(recorded.map((row) => row.organisation_schema_id));
}

/** The XPath rules each baseline selects now, as certificates state them (name and sha-256). */
async function xpathRulesByBaseline(tx: Tx, baselineIds: string[]) {
  const byBaseline = new Map<string, { name: string; sha256: string }[]>();
  if (baselineIds.length === 0) return byBaseline;
  const rows = rowsOf<{ baseline_schema_id: string; name: string; selection_x_path: string; predicate_x_path: string; error_message: string }>(
    await tx.execute(sql`
      select bx.baseline_schema_id, r.name, r.selection_x_path, r.predicate_x_path, r.error_message
      from baseline_schema_xpath_rules bx join xpath_rules r on r.id = bx.xpath_rule_id
      where bx.baseline_schema_id in (select jsonb_array_elements_text(${JSON.stringify(baselineIds)}::jsonb)::uuid)
      order by r.name`),
  );
  for (const id of baselineIds) {
    const selected = rows.filter((row) => row.baseline_schema_id === id);
    byBaseline.set(
      id,
      certificateRules(selected.map((row) => ({ name: row.name, selectionXPath: row.selection_x_path, predicateXPath: row.predicate_x_path, errorMessage: row.error_message }))),
    );
  }
  return byBaseline;
}
