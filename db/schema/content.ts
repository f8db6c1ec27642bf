import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts";
import { createdAt, tsvector } from "./columns";
import { contentType, libraryItemType, opsStatus, opsType, platform, promoStatus, taskCategory, taskStatus, workflowStep } from "./enums";

// The creator's work: tasks, the content pipeline, brand deals (promos), the systems tracker
// and the library.

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
