import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts";
import { createdAt } from "./columns";
import { financeType, mood, sleepQuality, weightUnit } from "./enums";

// Daily health logs and the finance ledger with its monthly rollup.

export const healthLogs = pgTable(
  "health_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    logDate: date("log_date").notNull(),
    weight: numeric("weight", { precision: 6, scale: 2 }),
    // The unit the weight was typed in (lib/rules/health.ts): logs made before units were kg.
    weightUnit: weightUnit("weight_unit").notNull().default("kg"),
    mood: mood("mood"),
    workoutCompleted: boolean("workout_completed").notNull().default(false),
    workoutType: text("workout_type"),
    fastingHours: integer("fasting_hours"),
    sleepQuality: sleepQuality("sleep_quality"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("health_logs_user_date_key").on(t.userId, t.logDate),
    check("health_logs_weight_positive", sql`${t.weight} > 0`),
    check("health_logs_fasting_range", sql`${t.fastingHours} between 0 and 168`),
  ],
);

export const financeEntries = pgTable(
  "finance_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    type: financeType("type").notNull(),
    category: text("category").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    description: text("description"),
    entryDate: date("entry_date").notNull().default(sql`current_date`),
    createdAt: createdAt(),
  },
  (t) => [
    index("finance_entries_user_date_idx").on(t.userId, t.entryDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    check("finance_entries_category_not_blank", sql`length(trim(${t.category})) > 0`),
    check("finance_entries_amount_positive", sql`${t.amount} > 0`),
  ],
);

// Income, expenses and the number of entries per creator and calendar month, kept by a trigger
// on finance_entries (migration 0015), so all-time totals and the chart read a row per month.
export const financeMonthly = pgTable(
  "finance_monthly",
  {
    userId: ownerId(),
    month: date("month").notNull(),
    income: numeric("income").notNull(),
    expense: numeric("expense").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
