import { bigserial, boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts";
import { createdAt } from "./columns";
import { chatRole, webhookKind } from "./enums";

// What the app exchanges with services outside it: inbound webhook deliveries, Web Push, and
// the assistant's conversation.

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
