// The database schema, split by domain; `@/db/schema` and drizzle-kit (drizzle.config.ts) read
// it all through this file.
//
// Every table of the product. Each row a user owns carries user_id with a cascading foreign key,
// and every list a screen sorts or filters has an index that starts with user_id. A descending
// index column says nullsFirst(): that is what ORDER BY … DESC means, and only an index in the
// query's exact order lets Postgres read the first rows of a list instead of sorting them all.

export * from "./enums";
export * from "./accounts";
export * from "./content";
export * from "./health-finance";
export * from "./xp";
export * from "./integrations";
