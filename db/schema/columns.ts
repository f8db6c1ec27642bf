import { customType, timestamp } from "drizzle-orm/pg-core";

// Column builders the tables share. Not re-exported by index.ts: they are no part of the schema
// the app imports. The user_id column an owned row carries (ownerId) sits in accounts.ts, beside
// the users table it references.

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
