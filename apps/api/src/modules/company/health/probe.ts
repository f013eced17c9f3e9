import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/** Whether the database answers a trivial query. */
export async function databaseReachable(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
