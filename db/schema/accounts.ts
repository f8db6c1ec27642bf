import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

// The account and what signing in needs: the creator's profile and avatar, password resets,
// sessions signed out, and the abuse limits.

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    // Every session carries the version it was issued under; raising it (sign out everywhere,
    // a password change or reset) ends all of them at their next request.
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // Emails are compared as typed in lower case; the database refuses any other form.
    check("users_email_lower_case", sql`${t.email} = lower(${t.email})`),
  ],
);

// The user_id column of every row a user owns, deleted with the account. Exported for the other
// schema files (it is a column builder, not a table: the app's imports of db/schema ignore it).
export const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  avatarUrl: text("avatar_url"),
  // IANA zone (decision D4): "today", weeks, streaks and due dates are counted in it.
  timeZone: text("time_zone").notNull().default("UTC"),
  // Where calendar invites go (decision D7); defaults to the account email.
  creatorEmail: text("creator_email"),
  // The creator's own automation address (a Zapier or Make catch hook) for Trigger post (D7).
  automationUrl: text("automation_url"),
  // Board sync (decision D7): the creator's monday.com API token stays on the server.
  mondayApiToken: text("monday_api_token"),
  mondayBoardId: text("monday_board_id"),
  // When the board sync now running began (null: none), so a second one waits (claimMondaySync).
  mondaySyncStartedAt: timestamp("monday_sync_started_at", { withTimezone: true }),
  // The sum of the creator's xp_events, kept by the XP functions in the database (migration
  // 0010), the only writers of xp_events.
  totalXp: integer("total_xp").notNull().default(0),
  // The highest total_xp has ever been (migration 0034): a level is celebrated the first time it
  // is reached, not again after XP taken back comes back, as a badge is earned once.
  peakXp: integer("peak_xp").notNull().default(0),
  // The Content Pipeline's tab counts (items not yet posted, and posted), kept by a trigger on
  // content_items (migration 0015) so the tabs read one row however long the history grows.
  activeContent: integer("active_content").notNull().default(0),
  postedContent: integer("posted_content").notNull().default(0),
  // Webhook deliveries logged so far (record_webhook_delivery, migrations 0019 and 0038): the log is trimmed
  // back to its newest KEPT_DELIVERIES on every KEPT_DELIVERIES-th delivery, not on each one.
  loggedDeliveries: integer("logged_deliveries").notNull().default(0),
  // Secret part of the inbound webhook addresses (decision D6); also signs trigger-post calls.
  webhookToken: text("webhook_token")
    .notNull()
    .unique()
    // Two random UUIDs without dashes: 244 random bits, built into Postgres and PGlite alike.
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Uploaded avatars live in the database (served by app/api/profile/avatar), so every server
// sees the same file without shared disk.
export const profileAvatars = pgTable(
  "profile_avatars",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("profile_avatars_type", sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check("profile_avatars_size", sql`octet_length(${t.bytes}) <= 1048576`),
  ],
);

// Password reset links: only a hash of the token is stored; a token works once, for an hour.
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

// Sessions signed out one by one (lib/session.ts): a session's id, from its cookie, is kept here
// until the cookie would have expired anyway, so a copy of that cookie no longer signs anyone in.
// Sign out everywhere ends them all through users.session_version instead.
export const endedSessions = pgTable(
  "ended_sessions",
  {
    userId: ownerId(),
    sessionId: text("session_id").notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] })],
);

// Abuse limits (lib/rate-limit.ts): hits per key in fixed windows, in the database so every app
// server counts the same. Keys are an email, an address, a user id or a webhook token's hash.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

// How many commits have written each creator's data: a server keeps the pages it rendered for them
// under this number (lib/page-cache.ts), so a change made anywhere, by any server, a webhook or a
// job, is a new number and a new render. Counted by migration 0039's triggers, not by the app.
export const pageVersions = pgTable("page_versions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
