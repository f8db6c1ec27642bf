import { z } from "zod";

// The only reader of process.env: every setting is parsed and documented here and in .env.example.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  // Unset: the embedded PGlite database under DATA_DIR. Set: a Postgres server via postgres.js.
  DATABASE_URL: z.url().optional(),
  // Where migrations run at start, when DATABASE_URL goes through a pooler in transaction mode
  // (their advisory lock needs one session): the same database, reached directly. Unset: DATABASE_URL.
  MIGRATION_DATABASE_URL: z.url().optional(),
  // Connections each server keeps to DATABASE_URL. More than the database has cores to run them
  // only take turns there, and each one woken costs the server's one JavaScript thread
  // (docs/performance.md); queries past them wait in line on an open connection (pipelining).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(3),
  DATA_DIR: z.string().min(1).default("./.data"),
  // Signs session tokens. `npm start` creates one in DATA_DIR on first start when unset.
  AUTH_SECRET: z.string().min(16).optional(),
  // The public address of the app, used in emailed links (password reset). Unset: only a server
  // opened on this machine (localhost) is trusted to name itself (lib/rules/emailed-link-origin.ts).
  APP_URL: z.url().optional(),
});

// AI (decision D7): any OpenAI-compatible server. Without a key every AI control says so.
const aiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  // How long a request waits for the AI server: the chat until its reply begins, AI help and a
  // promo email's reading for the whole answer (they aren't streamed). A model of one's own on a
  // CPU may need longer.
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
});

export type Env = z.infer<typeof envSchema>;

/** The server's settings from `source` (an empty value counts as unset); throws, naming each bad one, so a misconfigured server refuses to start. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse({
    NODE_ENV: source.NODE_ENV,
    DATABASE_URL: source.DATABASE_URL || undefined,
    MIGRATION_DATABASE_URL: source.MIGRATION_DATABASE_URL || undefined,
    DATABASE_POOL_SIZE: source.DATABASE_POOL_SIZE || undefined,
    DATA_DIR: source.DATA_DIR || undefined,
    AUTH_SECRET: source.AUTH_SECRET || undefined,
    APP_URL: source.APP_URL || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);

export type AiEnv = z.infer<typeof aiEnvSchema>;

/** Read when used, not at start-up, so a server (or a test) can point AI elsewhere without a restart. */
export function aiEnv(): AiEnv {
  const parsed = aiEnvSchema.safeParse({
    OPENAI_API_KEY: process.env.OPENAI_API_KEY || undefined,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL || undefined,
    AI_MODEL: process.env.AI_MODEL || undefined,
    AI_TIMEOUT_SECONDS: process.env.AI_TIMEOUT_SECONDS || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid AI settings: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// Mail for calendar invites (decision D7). Without SMTP_URL the invite is downloaded as .ics.
const mailEnvSchema = z.object({
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Creator Quest <no-reply@creator-quest.local>"),
});

export type MailEnv = z.infer<typeof mailEnvSchema>;

/** Read when used, like aiEnv(). */
export function mailEnv(): MailEnv {
  const parsed = mailEnvSchema.safeParse({ SMTP_URL: process.env.SMTP_URL || undefined, MAIL_FROM: process.env.MAIL_FROM || undefined });
  if (!parsed.success) throw new Error(`Invalid mail settings: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Where this server process answers itself (lib/page-cache-answer.ts): the port Next.js listens
 * on, which it puts in PORT once listening, on this machine's loopback (Next.js and the Docker
 * image listen on every address). A server bound to one address alone can't be reached there:
 * its pages are then rendered for every request, as without the cache.
 */
export function ownOrigin(): string {
  return `http://127.0.0.1:${process.env.PORT || "3000"}`;
}

/** monday.com's GraphQL endpoint; tests point it at a local server. */
export function mondayApiUrl(): string {
  return z.url().catch("https://api.monday.com/v2").parse(process.env.MONDAY_API_URL || "https://api.monday.com/v2");
}

// Web Push (decision D8). Unset: a key pair is generated once into DATA_DIR (lib/integrations/web-push.ts).
// Several app servers must share one pair: set both keys on each of them.
const pushEnvSchema = z
  .object({
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://")
      .default("mailto:no-reply@creator-quest.local"),
  })
  .refine((value) => !value.VAPID_PUBLIC_KEY === !value.VAPID_PRIVATE_KEY, "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");

export type PushEnv = z.infer<typeof pushEnvSchema>;

/** Read when used, like aiEnv(). */
export function pushEnv(): PushEnv {
  const parsed = pushEnvSchema.safeParse({
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY || undefined,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY || undefined,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid push settings: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// Abuse limits (lib/rate-limit.ts) that an operator may want to change; the others are fixed.
const limitsEnvSchema = z.object({
  SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  WEBHOOK_DELIVERIES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
});

export function limitsEnv(): z.infer<typeof limitsEnvSchema> {
  const parsed = limitsEnvSchema.safeParse({
    SIGNUPS_PER_HOUR_PER_ADDRESS: process.env.SIGNUPS_PER_HOUR_PER_ADDRESS || undefined,
    WEBHOOK_DELIVERIES_PER_MINUTE: process.env.WEBHOOK_DELIVERIES_PER_MINUTE || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid limit settings: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Whether the addresses a creator gives the server to call (Trigger post's automation, a
 * browser's push address) may be inside the server's own network (localhost, private ranges):
 * OUTBOUND_PRIVATE_ADDRESSES=allow, for a server that only its owner signs in to, with n8n beside
 * it. Otherwise any creator could make the server call its internal services.
 */
export const privateAddressesAllowed = () => process.env.OUTBOUND_PRIVATE_ADDRESSES === "allow";

/** Turns on the benchmark baselines (app/api/bench/*): only `npm run bench` sets it. */
export const benchRoutesEnabled = () => process.env.BENCH_ROUTES === "1";
