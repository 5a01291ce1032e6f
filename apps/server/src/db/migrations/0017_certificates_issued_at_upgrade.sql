-- When an upgrade issued the certificate (ADR 0060): schemas certified before certificates existed
-- get one from what is stored, in the preparation step after the migrations (the kenmerk is drawn
-- from the system's random source there, not by SQL). Null for a certificate written at certification.
ALTER TABLE "certificates" ADD COLUMN "issued_at_upgrade" timestamp with time zone;
