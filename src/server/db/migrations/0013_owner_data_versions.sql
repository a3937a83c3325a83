CREATE TABLE "owner_data_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_data_versions" ADD CONSTRAINT "owner_data_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the owner's data version once per statement that writes rows of a table the owner's pages show.
-- TG_ARGV[0]: how a row names its owner ('user_id', 'id' for users, or 'vehicle_id' through vehicles).
CREATE FUNCTION "bump_owner_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  via text := TG_ARGV[0];
  owners uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('select array_agg(distinct %I) from old_rows', via) INTO owners;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('select array_agg(distinct %I) from new_rows', via) INTO owners;
  ELSE
    EXECUTE format('select array_agg(distinct k) from (select %I as k from new_rows union select %I from old_rows) x', via, via) INTO owners;
  END IF;
  IF owners IS NULL THEN RETURN NULL; END IF;
  IF via = 'vehicle_id' THEN
    SELECT array_agg(distinct v.user_id) INTO owners FROM vehicles v WHERE v.id = ANY(owners);
    IF owners IS NULL THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO owner_data_versions (user_id, version)
    SELECT o, 1 FROM unnest(owners) AS o WHERE o IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = o)
  ON CONFLICT (user_id) DO UPDATE SET version = owner_data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'id'), ('vehicles', 'user_id'), ('documents', 'user_id'), ('notification_settings', 'user_id'),
    ('notifications', 'user_id'), ('places', 'user_id'), ('driving_settings', 'user_id'),
    ('reminders', 'vehicle_id'), ('maintenance_records', 'vehicle_id'), ('document_fact_choices', 'vehicle_id'),
    ('trip_segments', 'vehicle_id')
  ) AS x(name, via) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_version(%L)', t.name || '_bump_ins', t.name, t.via);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_version(%L)', t.name || '_bump_upd', t.name, t.via);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_version(%L)', t.name || '_bump_del', t.name, t.via);
  END LOOP;
END $$;
