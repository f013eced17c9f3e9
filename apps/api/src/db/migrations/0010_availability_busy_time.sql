-- What an availability read needs from the database that changes with every booking (ADR 0029):
-- the time taken in one shop over a range, per resource (appointments of collaborators and cabins,
-- equipment holds, absences), and the closed and exceptional open days of the range, in one call.
-- A PL/pgSQL function keeps the plans of its statements for the session: the read is no longer
-- parsed and planned on every request (most of its cost on PGlite, which plans in WebAssembly).
-- Each list is one text value, as loadBusy read it before: row decoding dominates on PGlite.
-- Instants are epoch milliseconds from date_part (a double), rounded: exact for the millisecond
-- instants the API writes, and a fifth cheaper than numeric extract() over a busy month.
-- p_statuses: the statuses that take time (BLOCKING_APPOINTMENT_STATUSES, passed by the caller so
-- that the list stays in one place). p_except_order: a booking order being moved, whose own
-- appointments and equipment count as free; null for none. A hold past its expiry takes no time.
CREATE OR REPLACE FUNCTION booking_busy_time(
  p_company integer,
  p_shop integer,
  p_start timestamptz,
  p_end timestamptz,
  p_now timestamptz,
  p_except_order integer,
  p_statuses text[],
  p_from date,
  p_to date
) RETURNS TABLE (busy text, closed text, opened text)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT
    (SELECT coalesce(string_agg(concat_ws(',', x.r, x.s, x.e), ';'), '') FROM (
      SELECT a.employee_id AS r,
             round(date_part('epoch', a.starts_at) * 1000)::bigint AS s,
             round(date_part('epoch', a.ends_at) * 1000)::bigint AS e
        FROM appointments a
        WHERE a.company_id = p_company AND a.shop_id = p_shop AND a.employee_id IS NOT NULL
          AND a.status = ANY (p_statuses) AND (a.status <> 'held' OR a.hold_expires_at > p_now)
          AND (p_except_order IS NULL OR a.booking_order_id IS DISTINCT FROM p_except_order)
          AND a.starts_at < p_end AND a.ends_at > p_start
      UNION ALL
      SELECT a.cabin_id,
             round(date_part('epoch', a.starts_at) * 1000)::bigint,
             round(date_part('epoch', a.ends_at) * 1000)::bigint
        FROM appointments a
        WHERE a.company_id = p_company AND a.shop_id = p_shop AND a.cabin_id IS NOT NULL
          AND a.status = ANY (p_statuses) AND (a.status <> 'held' OR a.hold_expires_at > p_now)
          AND (p_except_order IS NULL OR a.booking_order_id IS DISTINCT FROM p_except_order)
          AND a.starts_at < p_end AND a.ends_at > p_start
      UNION ALL
      SELECT q.equipment_id,
             round(date_part('epoch', q.starts_at) * 1000)::bigint,
             round(date_part('epoch', q.ends_at) * 1000)::bigint
        FROM appointment_equipments q JOIN appointments a ON a.id = q.appointment_id
        WHERE q.company_id = p_company AND q.active AND a.shop_id = p_shop
          AND a.status = ANY (p_statuses) AND (a.status <> 'held' OR a.hold_expires_at > p_now)
          AND (p_except_order IS NULL OR a.booking_order_id IS DISTINCT FROM p_except_order)
          AND q.starts_at < p_end AND q.ends_at > p_start
      UNION ALL
      SELECT b.resource_id,
             round(date_part('epoch', b.starts_at) * 1000)::bigint,
             round(date_part('epoch', b.ends_at) * 1000)::bigint
        FROM resource_absences b JOIN resources r ON r.id = b.resource_id
        WHERE b.company_id = p_company AND r.shop_id = p_shop
          AND b.starts_at < p_end AND b.ends_at > p_start
    ) x),
    (SELECT coalesce(string_agg(c.day::text, ','), '')
       FROM closed_days c
       WHERE c.company_id = p_company AND (c.shop_id IS NULL OR c.shop_id = p_shop)
         AND c.day BETWEEN p_from AND p_to),
    -- The shop's own exceptional hours win over the company's for the same day.
    (SELECT coalesce(json_agg(json_build_array(o.day::text, o.hours) ORDER BY o.shop_id NULLS FIRST, o.id)::text, '[]')
       FROM open_days o
       WHERE o.company_id = p_company AND (o.shop_id IS NULL OR o.shop_id = p_shop)
         AND o.day BETWEEN p_from AND p_to);
END
$$;
