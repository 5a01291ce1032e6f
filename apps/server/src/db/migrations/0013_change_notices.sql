-- Change notices for the per-instance caches of the register and of signed-in callers (ADR 0043).
-- Every change that can alter what a cache holds sends a notice on channel 'afd_changes' with the
-- cache's topic as payload, from the database itself: whichever module, job or hand-written SQL
-- makes the change, every instance listening hears of it at commit (PostgreSQL sends a
-- transaction's notices when it commits, one per distinct payload, none on rollback).
CREATE FUNCTION afd_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('afd_changes', topic);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A schema row is in the register while it is published: a change to a row that is published
-- before or after it (publish, unpublish, rename, delete, a new version) changes the register;
-- the many changes to concept schemas (uploads, certification runs) do not send a notice.
CREATE FUNCTION afd_notify_register_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.is_published) OR (TG_OP <> 'DELETE' AND NEW.is_published) THEN
    PERFORM pg_notify('afd_changes', 'register');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organisation_schemas_register_change AFTER INSERT OR UPDATE OR DELETE ON organisation_schemas
  FOR EACH ROW EXECUTE FUNCTION afd_notify_register_row_change();
--> statement-breakpoint
CREATE TRIGGER organisation_schemas_truncate_change AFTER TRUNCATE ON organisation_schemas
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register');
--> statement-breakpoint
-- Names of organisations are in the register and in every principal (own organisation,
-- composition organisations; an administrator holds them all).
CREATE TRIGGER organisations_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register', 'principals');
--> statement-breakpoint
-- Baseline names (three dimension names) are in the register tree.
CREATE TRIGGER baseline_schemas_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON baseline_schemas
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register');
--> statement-breakpoint
CREATE TRIGGER dimensions_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dimensions
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register');
--> statement-breakpoint
-- An owner's download choice decides mayDownload in a register column.
CREATE TRIGGER download_restrictions_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON download_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register');
--> statement-breakpoint
CREATE TRIGGER download_grants_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON download_grants
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('register');
--> statement-breakpoint
-- A principal is the user record, its organisation and its composition authorisations: a
-- deactivation, a role, activity or organisation change ends every cached principal at once.
CREATE TRIGGER users_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('principals');
--> statement-breakpoint
CREATE TRIGGER user_composition_authorisations_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_composition_authorisations
  FOR EACH STATEMENT EXECUTE FUNCTION afd_notify_change('principals');
