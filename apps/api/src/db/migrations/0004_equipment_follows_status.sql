-- A piece of equipment is held exactly while its appointment occupies time: whatever code changes
-- an appointment's status (a cancellation, an expired hold, a refund, a status change by staff),
-- its equipment holds follow, so the exclusion constraint never refuses equipment that
-- availability shows free. Giving back the status of a cancelled appointment re-takes the
-- equipment, and the constraint refuses it if someone else took it meanwhile.
CREATE OR REPLACE FUNCTION appointment_equipments_follow_status() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE appointment_equipments
      SET active = NEW.status IN ('held', 'confirmed', 'honoured', 'no_show')
      WHERE appointment_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER appointments_equipment_follows_status
  AFTER UPDATE OF status ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_equipments_follow_status();
--> statement-breakpoint
UPDATE appointment_equipments q SET active = false
  FROM appointments a
  WHERE a.id = q.appointment_id AND q.active AND a.status NOT IN ('held', 'confirmed', 'honoured', 'no_show');
