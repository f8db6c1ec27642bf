import { type AnyColumn, sql } from "drizzle-orm";

/**
 * A row's last save (its `updated_at`) as a form sends it back to say what it showed: an ISO
 * instant to the millisecond, as the page's Date has it (`toISOString()`). A save carrying another
 * is refused, since the row was saved or deleted elsewhere meanwhile (another tab, another
 * device) and its fields would be written over with ones never looked at.
 */
export const savedAtOf = (updatedAt: AnyColumn) => sql<string>`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
