import "server-only";
import { mondayApiUrl } from "@/lib/env";
import { waitMessage } from "@/lib/rate-limit";
import { PROMO_STATUS_LABEL, type PromoStatus } from "@/lib/rules/promos";

// Board sync (spec: sync-monday; decision D7): one item per promo on the creator's monday.com
// board, through monday's GraphQL API. Columns are found by their titles (Status, Campaign,
// Rate, Contact, Deliverables); a board without them still gets one item per deal. A new board's
// Status column has only "Working on it", "Done" and "Stuck": the deal statuses are sent with
// create_labels_if_missing, so monday adds them instead of refusing the item.

export class MondayError extends Error {
  /** monday's error code (`InvalidItemIdException`, `ComplexityException`, …), when it gave one. */
  readonly code: string | null;
  /** A "not now" answer (a rate or complexity limit): it says nothing about what was asked. */
  readonly busy: boolean;
  /** monday.com failed itself (a 5xx): it may say nothing about what was asked, or hide a missing item. */
  readonly serverFault: boolean;
  constructor(message: string, code: string | null = null, busy = false, serverFault = false) {
    super(message);
    this.code = code;
    this.busy = busy;
    this.serverFault = serverFault;
  }
}

export type SyncablePromo = {
  id: string;
  brandName: string;
  campaignName: string | null;
  rate: string | null;
  contactEmail: string | null;
  deliverables: string | null;
  status: PromoStatus;
  mondayItemId: string | null;
};

type Column = { id: string; title: string; type: string };

/** A board monday showed to this token, with its columns: what a sync writes to. */
export type MondayBoard = { apiToken: string; id: string; columns: Column[] };

// monday's answers that mean "not now": its minute, complexity, concurrency and daily limits.
// They say nothing about the item, so they never lead to a new one.
const BUSY_CODES = new Set([
  "ComplexityException",
  "COMPLEXITY_BUDGET_EXHAUSTED",
  "RateLimitExceeded",
  "RATE_LIMIT_EXCEEDED",
  "maxConcurrencyExceeded",
  "MAX_CONCURRENCY_EXCEEDED",
  "DAILY_LIMIT_EXCEEDED",
  "API_TEMPORARILY_BLOCKED",
]);
// The only answers that mean the item itself is gone (deleted, or not on this board).
const MISSING_ITEM_CODES = new Set(["InvalidItemIdException", "ResourceNotFoundException"]);

const isMissingItem = (error: unknown) => error instanceof MondayError && error.code !== null && MISSING_ITEM_CODES.has(error.code);

type GraphqlError = string | { message?: string; extensions?: { code?: string; status_code?: number } };
type Answer<T> = { data?: T; errors?: GraphqlError[]; error_message?: string; error_code?: string; status_code?: number };

/**
 * The error in an answer, or null. monday's API 2024-10 answers in three shapes: GraphQL
 * `errors` (with `extensions.code`), a top-level `error_code`/`error_message`, or a bare
 * `error_message` with the HTTP status.
 */
function errorOf(response: Response, body: Answer<unknown> | null): MondayError | null {
  const first = body?.errors?.[0];
  const detail = typeof first === "object" ? first : undefined;
  const message = detail?.message ?? (typeof first === "string" ? first : undefined) ?? body?.error_message;
  if (response.ok && !message && body?.data) return null;
  const code = detail?.extensions?.code ?? body?.error_code ?? null;
  const status = Math.max(response.status, detail?.extensions?.status_code ?? body?.status_code ?? 0);
  // A wrong, expired or revoked token: as the HTTP status, or as the status in the body.
  if (status === 401) return new MondayError("monday.com refused the API token. Check it and save it again.", code);
  if (status === 429 || (code && BUSY_CODES.has(code))) {
    const retryAfter = Number(response.headers.get("retry-after"));
    const wait = retryAfter > 0 ? waitMessage(Math.ceil(retryAfter)) : "Try again in a minute.";
    return new MondayError(`monday.com is limiting requests right now. ${wait}`, code, true);
  }
  if (status >= 500) return new MondayError(`monday.com had a problem (it answered ${status}). Try again in a few minutes.`, code, false, true);
  return new MondayError(message ?? `monday.com answered ${response.status}`, code);
}

async function graphql<T>(apiToken: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(mondayApiUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: apiToken, "API-Version": "2024-10" },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => {
    // No answer at all (offline, DNS, a 15 s timeout) says nothing about the board or the item.
    throw new MondayError("monday.com could not be reached. Check your connection and try again in a minute.", null, true);
  });
  const body = (await response.json().catch(() => null)) as Answer<T> | null;
  const error = errorOf(response, body);
  if (error) throw error;
  return body!.data!;
}

/**
 * Asks monday.com who the token belongs to. "refused" says why (a wrong token, an account monday
 * won't let in); "unknown" when monday can't say now (out of reach, limiting, failing itself).
 */
export async function checkToken(apiToken: string): Promise<{ verdict: "accepted" | "unknown" } | { verdict: "refused"; reason: string }> {
  try {
    await graphql<{ me: { id: string } }>(apiToken, "query { me { id } }", {});
    return { verdict: "accepted" };
  } catch (error) {
    if (!(error instanceof MondayError)) throw error;
    return error.busy || error.serverFault ? { verdict: "unknown" } : { verdict: "refused", reason: error.message };
  }
}

/** The board, if this token can see it; throws a MondayError that says why not. */
export async function findBoard(apiToken: string, boardId: string): Promise<MondayBoard> {
  const answer = await graphql<{ boards: { id: string; columns: Column[] }[] }>(
    apiToken,
    "query ($board: [ID!]) { boards(ids: $board) { id columns { id title type } } }",
    { board: [boardId] },
  );
  const columns = answer.boards[0]?.columns;
  if (!columns) throw new MondayError(`No monday.com board with ID ${boardId} is visible to this API token.`);
  return { apiToken, id: boardId, columns };
}

/**
 * The column values monday expects, for the columns this board has. A field the deal doesn't
 * have (any more) is null, which clears the column on an update: a rate or contact removed in
 * the app must not stay on the board.
 */
function columnValuesFor(promo: SyncablePromo, columns: Column[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const byTitle = (...titles: string[]) => columns.find((column) => titles.includes(column.title.trim().toLowerCase()));
  const status = byTitle("status");
  if (status) values[status.id] = { label: PROMO_STATUS_LABEL[promo.status] };
  const campaign = byTitle("campaign");
  if (campaign) values[campaign.id] = promo.campaignName || null;
  const rate = byTitle("rate", "amount", "value");
  if (rate) values[rate.id] = promo.rate || null;
  const contact = byTitle("contact", "email", "contact email");
  if (contact) values[contact.id] = promo.contactEmail ? (contact.type === "email" ? { email: promo.contactEmail, text: promo.contactEmail } : promo.contactEmail) : null;
  const deliverables = byTitle("deliverables");
  if (deliverables) values[deliverables.id] = promo.deliverables ? (deliverables.type === "long_text" ? { text: promo.deliverables } : promo.deliverables) : null;
  return values;
}

/** A new item's values: nothing to clear on it yet. */
const filledValues = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/**
 * Updates the promo's item; false when that item is gone. monday may answer an update of a
 * deleted item with "not found", or with a bare 500 ("invalid arguments, such as item IDs that
 * don't exist"), so any refusal but a busy one is settled by asking for the item itself: only a
 * missing, deleted or other board's item is made again; otherwise the refusal stands.
 */
async function updateItem(board: MondayBoard, itemId: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await graphql(
      board.apiToken,
      "mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { id } }",
      { board: board.id, item: itemId, values: JSON.stringify(values) },
    );
    return true;
  } catch (error) {
    if (isMissingItem(error)) return false;
    if (error instanceof MondayError && !error.busy && (await itemIsGone(board, itemId))) return false;
    throw error;
  }
}

async function itemIsGone(board: MondayBoard, itemId: string): Promise<boolean> {
  const { items } = await graphql<{ items: { id: string; state: string; board: { id: string } | null }[] }>(
    board.apiToken,
    "query ($ids: [ID!]) { items(ids: $ids) { id state board { id } } }",
    { ids: [itemId] },
  );
  const item = items[0];
  return !item || item.state === "deleted" || String(item.board?.id) !== board.id;
}

export type SyncOutcome = { created: number; updated: number };

/**
 * Sends every promo to the board: the promo's item is updated, or created when it has none or
 * monday says it is gone. `remember` is awaited as soon as monday returns a new item's id, so a
 * sync that stops part way has recorded what it made and the next one updates it. A stop throws
 * a MondayError that says how many deals got through.
 */
export async function syncPromosToMonday(
  board: MondayBoard,
  promos: SyncablePromo[],
  remember: (promoId: string, itemId: string) => Promise<void>,
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { created: 0, updated: 0 };
  try {
    for (const promo of promos) {
      const name = promo.campaignName ? `${promo.brandName} · ${promo.campaignName}` : promo.brandName;
      const values = columnValuesFor(promo, board.columns);
      if (promo.mondayItemId && (await updateItem(board, promo.mondayItemId, { ...values, name }))) {
        outcome.updated += 1;
        continue;
      }
      const created = await graphql<{ create_item: { id: string } }>(
        board.apiToken,
        "mutation ($board: ID!, $name: String!, $values: JSON) { create_item(board_id: $board, item_name: $name, column_values: $values, create_labels_if_missing: true) { id } }",
        { board: board.id, name, values: JSON.stringify(filledValues(values)) },
      );
      await remember(promo.id, created.create_item.id);
      outcome.created += 1;
    }
  } catch (error) {
    const done = outcome.created + outcome.updated;
    if (!(error instanceof MondayError) || done === 0) throw error;
    const progress = `${done} of ${promos.length} deals reached the board first; the next sync updates them instead of adding them again.`;
    throw new MondayError(`${error.message} ${progress}`, error.code, error.busy);
  }
  return outcome;
}
