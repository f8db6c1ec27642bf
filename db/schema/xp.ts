import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts";
import { createdAt } from "./columns";
import { taskCategory, xpSource } from "./enums";

// XP and badges: the ledger and the rollups the XP functions in the database keep beside it.

// Decision D2: XP is a ledger. The unique (user_id, key) makes every award idempotent.
export const xpEvents = pgTable(
  "xp_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    key: text("key").notNull(),
    source: xpSource("source").notNull(),
    amount: integer("amount").notNull(),
    label: text("label").notNull(),
    // Set for task awards, so the XP breakdown can split tasks by category.
    taskCategory: taskCategory("task_category"),
    // The creator's day (in their time zone) when the XP was earned: the day it counts for in
    // xp_daily, the streak and the charts, whatever zone they move to later.
    localDay: date("local_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("xp_events_user_key").on(t.userId, t.key),
    index("xp_events_user_created_idx").on(t.userId, t.createdAt),
    check("xp_events_amount_positive", sql`${t.amount} > 0`),
  ],
);

// XP per creator and local day, kept by the XP functions beside the ledger (migration 0010), so
// the streak, the weekly goal and the charts read one small row per day, not every event.
export const xpDaily = pgTable(
  "xp_daily",
  {
    userId: ownerId(),
    day: date("day").notNull(),
    xp: integer("xp").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// The runs of consecutive days in xp_daily, kept by a trigger on xp_daily (migration 0015), so
// the streak reads the latest run instead of walking back through years of days. Runs never
// touch: one ends at least two days before the next begins.
export const xpDayRuns = pgTable(
  "xp_day_runs",
  {
    userId: ownerId(),
    firstDay: date("first_day").notNull(),
    lastDay: date("last_day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.firstDay] }), unique("xp_day_runs_user_last_day").on(t.userId, t.lastDay)],
);

// XP by source and task category per creator, kept by the XP functions beside the ledger
// (migration 0010), so the XP Dashboard's breakdown reads a handful of rows, not years of events.
export const xpTotals = pgTable(
  "xp_totals",
  {
    userId: ownerId(),
    source: xpSource("source").notNull(),
    taskCategory: taskCategory("task_category"),
    xp: integer("xp").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [unique("xp_totals_user_source_category").on(t.userId, t.source, t.taskCategory).nullsNotDistinct()],
);

// Decision D3: a catalog of badges (seeded by a migration) and per-user awards.
export const badges = pgTable(
  "badges",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull(),
    xpThreshold: integer("xp_threshold").notNull(),
  },
  (t) => [index("badges_threshold_idx").on(t.xpThreshold)],
);

export const userBadges = pgTable(
  "user_badges",
  {
    userId: ownerId(),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);
