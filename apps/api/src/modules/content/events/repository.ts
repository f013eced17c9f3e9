import { events } from '../../../db/schema.ts';

/** The table the dated-content CRUD of /api/events reads and writes. */
export const eventStore = { table: events };
