import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  bigserial,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONTENT_TYPES, PLATFORMS, WORKFLOW_STEPS } from "../lib/rules/workflow";
import { FINANCE_TYPES } from "../lib/validation/finance";
import { MOODS, SLEEP_QUALITIES, WEIGHT_UNITS } from "../lib/rules/health";
import { LIBRARY_TYPES } from "../lib/validation/library";
import { PROMO_STATUSES } from "../lib/rules/promos";
import { OPS_STATUSES, OPS_TYPES } from "../lib/rules/systems";
import { TASK_CATEGORIES } from "../lib/rules/tasks";

// Every table of the product. Each row a user owns carries user_id with a cascading foreign key,
// and every list a screen sorts or filters has an index that starts with user_id. A descending
// index column says nullsFirst(): that is what ORDER BY … DESC means, and only an index in the
// query's exact order lets Postgres read the first rows of a list instead of sorting them all.

export const taskCategory = pgEnum("task_category", TASK_CATEGORIES);
export const taskStatus = pgEnum("task_status", ["pending", "completed"]);
export const platform = pgEnum("platform", PLATFORMS);
export const contentType = pgEnum("content_type", CONTENT_TYPES);
// Decision D1: one ordered pipeline. The content status is derived from the step in lib/rules.
export const workflowStep = pgEnum("workflow_step", WORKFLOW_STEPS);
export const promoStatus = pgEnum("promo_status", PROMO_STATUSES);
export const opsType = pgEnum("ops_type", OPS_TYPES);
export const opsStatus = pgEnum("ops_status", OPS_STATUSES);
export const mood = pgEnum("mood", MOODS);
export const sleepQuality = pgEnum("sleep_quality", SLEEP_QUALITIES);
export const weightUnit = pgEnum("weight_unit", WEIGHT_UNITS);
export const financeType = pgEnum("finance_type", FINANCE_TYPES);
export const libraryItemType = pgEnum("library_item_type", LIBRARY_TYPES);
export const chatRole = pgEnum("chat_role", ["user", "assistant"]);
export const xpSource = pgEnum("xp_source", ["task", "content", "match", "health", "onboarding"]);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

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
  // Webhook deliveries logged so far (record_webhook_delivery, migration 0019): the log is trimmed
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

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text("title").notNull(),
    category: taskCategory("category").notNull(),
    status: taskStatus("status").notNull().default("pending"),
    xpValue: integer("xp_value").notNull().default(10),
    dueDate: date("due_date"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("tasks_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Open tasks only: the open count, and the Command Center's due missions in due order.
    index("tasks_user_open_due_idx").on(t.userId, t.dueDate, t.createdAt).where(sql`${t.completedAt} is null`),
    index("tasks_user_completed_idx").on(t.userId, t.completedAt),
    index("tasks_user_due_idx").on(t.userId, t.dueDate),
    check("tasks_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("tasks_xp_value_range", sql`${t.xpValue} between 1 and 1000`),
    check("tasks_completed_at_matches_status", sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text("title").notNull(),
    platform: platform("platform").notNull(),
    contentType: contentType("content_type").notNull().default("original"),
    workflowStep: workflowStep("workflow_step").notNull().default("idea"),
    hook: text("hook"),
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    soundUsed: text("sound_used"),
    views: integer("views"),
    revenue: numeric("revenue", { precision: 12, scale: 2 }),
    retentionScore: numeric("retention_score", { precision: 5, scale: 2 }),
    autoPosted: boolean("auto_posted").notNull().default(false),
    webhookTriggeredAt: timestamp("webhook_triggered_at", { withTimezone: true }),
    // When Trigger post last sent the item to the creator's automation: the post that comes back
    // through the social webhook without a title is that item (record_social_post, migration 0024).
    postTriggeredAt: timestamp("post_triggered_at", { withTimezone: true }),
    postDate: date("post_date"),
    // The planned date an item had when it was posted, kept by a trigger (migration 0028) since
    // posting may date it today: Move back to Active plans it for that day again.
    plannedPostDate: date("planned_post_date"),
    socialPostUrl: text("social_post_url"),
    // The title's words, for matching social posts to planned items (title_words, migrations 0010 and 0018).
    titleWords: text("title_words")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`title_words(title)`),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_items_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The calendar's days in date order, and each day's items in the order they were made
    // (migration 0015 added created_at, so a month of items comes back without a sort).
    index("content_items_user_post_date_created_idx").on(t.userId, t.postDate, t.createdAt),
    // Counts by step, and the Posted tab in post-date order.
    index("content_items_user_step_post_date_idx").on(t.userId, t.workflowStep, t.postDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    // The Active tab (newest first) and its count, without passing over years of posted items.
    index("content_items_user_unposted_idx")
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.workflowStep} <> 'posted'`),
    // Today's Missions: items planned for today or overdue, oldest day first, without passing
    // over years of posted items (which all have a day gone by).
    index("content_items_user_unposted_post_date_idx")
      .on(t.userId, t.postDate, t.createdAt)
      .where(sql`${t.workflowStep} <> 'posted'`),
    // The launch checklist asks whether any item has a script (launch_progress, migration 0010):
    // this index holds only those, so the answer costs one probe however many items have none.
    index("content_items_user_scripted_idx")
      .on(t.userId)
      .where(sql`length(trim(coalesce(${t.hook}, ''))) > 0`),
    // A repeated social-post delivery is found by its post address.
    index("content_items_user_post_url_idx").on(t.userId, t.socialPostUrl),
    check("content_items_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("content_items_views_not_negative", sql`${t.views} >= 0`),
    check("content_items_retention_range", sql`${t.retentionScore} between 0 and 100`),
  ],
);

export const promos = pgTable(
  "promos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    brandName: text("brand_name").notNull(),
    campaignName: text("campaign_name"),
    rate: numeric("rate", { precision: 12, scale: 2 }),
    contactEmail: text("contact_email"),
    status: promoStatus("status").notNull().default("negotiating"),
    contractSigned: boolean("contract_signed").notNull().default(false),
    invoiceSent: boolean("invoice_sent").notNull().default(false),
    deliverablesFolder: text("deliverables_folder"),
    // What the brand asked for ("1 TikTok, 2 stories"), e.g. read from their email.
    deliverables: text("deliverables"),
    // The promo's item on the creator's monday.com board, so a second sync updates it.
    mondayItemId: text("monday_item_id"),
    // A digest of the forwarded email a deal was read from (promo-email webhook), so the same
    // email sent again, as mail services do after a lost reply, adds no second deal.
    sourceEmailKey: text("source_email_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("promos_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex("promos_user_source_email_key").on(t.userId, t.sourceEmailKey),
    check("promos_brand_name_not_blank", sql`length(trim(${t.brandName})) > 0`),
    check("promos_rate_positive", sql`${t.rate} > 0`),
  ],
);

export const orgOpsTracker = pgTable(
  "org_ops_tracker",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    systemName: text("system_name").notNull(),
    type: opsType("type").notNull(),
    impactScore: integer("impact_score").notNull().default(3),
    notes: text("notes"),
    status: opsStatus("status").notNull().default("planned"),
    completedDate: date("completed_date"),
    createdAt: createdAt(),
  },
  (t) => [
    index("org_ops_tracker_user_impact_idx").on(t.userId, t.impactScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    check("org_ops_tracker_name_not_blank", sql`length(trim(${t.systemName})) > 0`),
    check("org_ops_tracker_impact_range", sql`${t.impactScore} between 1 and 5`),
  ],
);

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

export const libraryItems = pgTable(
  "library_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    type: libraryItemType("type").notNull(),
    title: text("title").notNull(),
    content: text("content"),
    notes: text("notes"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Full-text search over title, tags, content and notes, and the words of the addresses in
    // them (library_search_document: migration 0003, redefined by 0033).
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`library_search_document(title, content, notes, tags)`),
  },
  (t) => [
    // A search reads the creator's own items through this index and matches each one. No GIN
    // index on `search` (dropped in migration 0015): it spans every creator, so a common word
    // made each search read every creator's matches before keeping the few of its own.
    index("library_items_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // The Notes and Videos tabs read their page in this order, and the tab counts read only
    // this index (an index-only scan, no table rows).
    index("library_items_user_type_created_idx").on(t.userId, t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("library_items_title_not_blank", sql`length(trim(${t.title})) > 0`),
  ],
);

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

export const webhookKind = pgEnum("webhook_kind", ["social_post", "promo_email"]);

// The last deliveries of each creator's inbound webhooks, shown in the webhook panel.
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: webhookKind("kind").notNull(),
    status: integer("status").notNull(),
    outcome: text("outcome").notNull(),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_deliveries_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst())],
);

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

// Web Push (decision D8): one row per browser the creator enabled notifications in. The
// endpoint is the push service's address for that browser, so it identifies the device.
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

// The morning reminder's claim: whichever app server inserts (user, day) first sends it, so a
// creator gets one reminder a day however many servers run.
export const pushReminders = pgTable(
  "push_reminders",
  {
    userId: ownerId(),
    reminderDate: date("reminder_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reminderDate] })],
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

// The assistant conversation, kept so it is there after a reload and on every device: the
// latest CHAT_HISTORY_KEPT messages (db/queries/chat.ts trims the rest as each exchange is saved).
// The id orders them. A question is kept as its reply starts and the reply as it ends, only if the
// question is still there: a conversation cleared meanwhile stays cleared.
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: ownerId(),
    role: chatRole("role").notNull(),
    content: text("content").notNull(),
    // A reply that stopped part way (the model's connection failed, or the creator left the page).
    interrupted: boolean("interrupted").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_user_id_idx").on(t.userId, t.id.desc().nullsFirst())],
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

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
