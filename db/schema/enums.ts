import { pgEnum } from "drizzle-orm/pg-core";
import { CONTENT_TYPES, PLATFORMS, WORKFLOW_STEPS } from "../../lib/rules/workflow";
import { FINANCE_TYPES } from "../../lib/validation/finance";
import { MOODS, SLEEP_QUALITIES, WEIGHT_UNITS } from "../../lib/rules/health";
import { LIBRARY_TYPES } from "../../lib/validation/library";
import { PROMO_STATUSES } from "../../lib/rules/promos";
import { OPS_STATUSES, OPS_TYPES } from "../../lib/rules/systems";
import { TASK_CATEGORIES } from "../../lib/rules/tasks";

// Every Postgres enum of the schema. Most take their values from the rules in lib/, so a form,
// its validation and the database list the same choices.

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
export const webhookKind = pgEnum("webhook_kind", ["social_post", "promo_email"]);
