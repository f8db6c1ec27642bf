import "server-only";
import { mondayApiUrl } from "@/lib/env";
import type { PromoStatus } from "@/lib/rules/promos";

// Board sync (spec: sync-monday; decision D7): one item per promo on the creator's monday.com
// board, through monday's GraphQL API. Columns are found by their titles (Status, Campaign,
// Rate, Contact, Deliverables); a board without them still gets one item per deal.

export class MondayError extends Error {}

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

const STATUS_LABEL: Record<PromoStatus, string> = { negotiating: "Negotiating", signed: "Signed", delivered: "Delivered", paid: "Paid" };

async function graphql<T>(apiToken: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(mondayApiUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: apiToken, "API-Version": "2024-10" },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[]; error_message?: string } | null;
  const message = body?.errors?.[0]?.message ?? body?.error_message;
  if (!response.ok || message || !body?.data) {
    throw new MondayError(response.status === 401 ? "monday.com refused the API token. Check it and save it again." : (message ?? `monday.com answered ${response.status}`));
  }
  return body.data;
}

/** The column values monday expects, for the columns this board has. */
export function columnValuesFor(promo: SyncablePromo, columns: Column[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const byTitle = (...titles: string[]) => columns.find((column) => titles.includes(column.title.trim().toLowerCase()));
  const status = byTitle("status");
  if (status) values[status.id] = { label: STATUS_LABEL[promo.status] };
  const campaign = byTitle("campaign");
  if (campaign && promo.campaignName) values[campaign.id] = promo.campaignName;
  const rate = byTitle("rate", "amount", "value");
  if (rate && promo.rate) values[rate.id] = promo.rate;
  const contact = byTitle("contact", "email", "contact email");
  if (contact && promo.contactEmail) values[contact.id] = contact.type === "email" ? { email: promo.contactEmail, text: promo.contactEmail } : promo.contactEmail;
  const deliverables = byTitle("deliverables");
  if (deliverables && promo.deliverables) values[deliverables.id] = deliverables.type === "long_text" ? { text: promo.deliverables } : promo.deliverables;
  return values;
}

export type SyncOutcome = { created: number; updated: number; itemIds: Map<string, string> };

export async function syncPromosToMonday(apiToken: string, boardId: string, promos: SyncablePromo[]): Promise<SyncOutcome> {
  const board = await graphql<{ boards: { id: string; columns: Column[] }[] }>(
    apiToken,
    "query ($board: [ID!]) { boards(ids: $board) { id columns { id title type } } }",
    { board: [boardId] },
  );
  const columns = board.boards[0]?.columns;
  if (!columns) throw new MondayError(`No monday.com board with ID ${boardId} is visible to this API token.`);

  const outcome: SyncOutcome = { created: 0, updated: 0, itemIds: new Map() };
  for (const promo of promos) {
    const name = promo.campaignName ? `${promo.brandName} · ${promo.campaignName}` : promo.brandName;
    const values = columnValuesFor(promo, columns);
    if (promo.mondayItemId) {
      try {
        await graphql(
          apiToken,
          "mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values) { id } }",
          { board: boardId, item: promo.mondayItemId, values: JSON.stringify({ ...values, name }) },
        );
        outcome.updated += 1;
        outcome.itemIds.set(promo.id, promo.mondayItemId);
        continue;
      } catch (error) {
        // The item was deleted on the board: create it again below.
        if (!(error instanceof MondayError)) throw error;
      }
    }
    const created = await graphql<{ create_item: { id: string } }>(
      apiToken,
      "mutation ($board: ID!, $name: String!, $values: JSON) { create_item(board_id: $board, item_name: $name, column_values: $values) { id } }",
      { board: boardId, name, values: JSON.stringify(values) },
    );
    outcome.created += 1;
    outcome.itemIds.set(promo.id, created.create_item.id);
  }
  return outcome;
}
