/** The SQLSTATE of a database error; Drizzle wraps driver errors (architecture page), once or more. */
export function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const DEADLOCK_DETECTED = '40P01';

/**
 * Data exceptions a value of the request causes (too long, out of range, a NUL byte, not a
 * number or a date): bad input that validation should have refused, answered 400 not 500.
 */
export const BAD_INPUT_STATES: ReadonlySet<string> = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (a NUL byte in text)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character (a NUL byte in jsonb)
]);
