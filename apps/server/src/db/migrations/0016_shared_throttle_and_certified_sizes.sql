-- The sign-in throttle's table becomes the shared throttle's (ADR 0054): the same counters per
-- key, now also for anonymous certificate checks per address, which count per window from the
-- first event (counting_since) rather than after a quiet period. Existing rows keep counting: their
-- count started, as far as is known, at their last failure.
ALTER TABLE "sign_in_throttles" RENAME TO "throttles";--> statement-breakpoint
ALTER TABLE "throttles" RENAME CONSTRAINT "sign_in_throttles_pkey" TO "throttles_pkey";--> statement-breakpoint
ALTER TABLE "throttles" RENAME COLUMN "failures" TO "events";--> statement-breakpoint
ALTER TABLE "throttles" RENAME COLUMN "last_failure_at" TO "last_event_at";--> statement-breakpoint
ALTER TABLE "throttles" ADD COLUMN "counting_since" timestamp with time zone;--> statement-breakpoint
UPDATE "throttles" SET "counting_since" = "last_event_at";--> statement-breakpoint
ALTER TABLE "throttles" ALTER COLUMN "counting_since" SET NOT NULL;--> statement-breakpoint
-- The sizes of the certified file and of the enriched copy: the public check refuses a larger
-- file before reading it. Filled from the stored files with the certificate's hashes where they
-- still exist; null where they are gone (the check then allows the upload limit).
ALTER TABLE "certificates" ADD COLUMN "original_bytes" bigint;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "enriched_bytes" bigint;--> statement-breakpoint
UPDATE "certificates" c SET "original_bytes" = s.size FROM (SELECT sha256, max(size) AS size FROM blobs GROUP BY sha256) s WHERE s.sha256 = c.original_sha256;--> statement-breakpoint
UPDATE "certificates" c SET "enriched_bytes" = s.size FROM (SELECT sha256, max(size) AS size FROM blobs GROUP BY sha256) s WHERE s.sha256 = c.enriched_sha256;
