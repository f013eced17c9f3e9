-- No employee, cabin or piece of equipment can ever hold two overlapping bookings that occupy
-- time (held, confirmed, honoured, no_show). The booking code re-checks availability inside its
-- transaction; these constraints are the last guard (docs/decisions/0003-data-model.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("employee_id" IS NOT NULL AND "status" IN ('held', 'confirmed', 'honoured', 'no_show'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cabin_no_overlap"
  EXCLUDE USING gist ("cabin_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("cabin_id" IS NOT NULL AND "status" IN ('held', 'confirmed', 'honoured', 'no_show'));
--> statement-breakpoint
ALTER TABLE "appointment_equipments" ADD CONSTRAINT "appointment_equipments_no_overlap"
  EXCLUDE USING gist ("equipment_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("active");
