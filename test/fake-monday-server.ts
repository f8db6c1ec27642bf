import { createServer, type Server } from "node:http";

// A local GraphQL endpoint that answers the operations board sync uses, the way
// monday.com's API does (data / errors, Authorization header), and keeps the board's items.
// A test can queue faults: monday's own answers for its rate limit, its complexity budget and a
// server error, on the n-th create or update.
export type FakeFault = { operation: "me" | "create" | "update"; after?: number; answer: "rate-limit" | "complexity" | "server-error" };
// How an update of a missing item is answered: monday's "not found", or the bare 500 its docs
// list for "item IDs that don't exist".
export type FakeBoard = {
  items: Map<string, { name: string; values: Record<string, unknown> }>;
  /** The Status column's labels: a new board's, until a call asks monday to add missing ones. */
  statusLabels: Set<string>;
  calls: string[];
  faults: FakeFault[];
  missingItemAnswer: "not-found" | "server-error";
  /** While set, the board lookup waits for it (logged as "boards held"), so a test can act mid-sync. */
  hold: Promise<void> | null;
};

export const FAKE_MONDAY_TOKEN = "monday-test-token";
export const FAKE_BOARD_ID = "4242";

type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void;

// As monday's API 2024-10 sends them (developer.monday.com, "Error handling" and "Rate limits").
const FAULT_ANSWERS: Record<FakeFault["answer"], Parameters<Reply>> = {
  "rate-limit": [429, { error_message: "Rate Limit Exceeded.", status_code: 429 }, { "Retry-After": "30" }],
  complexity: [
    200,
    {
      error_code: "ComplexityException",
      status_code: 429,
      error_message: "Complexity budget exhausted, query cost 30001 budget remaining 19986 out of 1000000 reset in 3 seconds",
      error_data: {},
    },
  ],
  "server-error": [500, { error_message: "Internal server error", status_code: 500 }],
};

/** The queued fault for this operation, once its `after` successful calls have gone by. */
function faultFor(board: FakeBoard, operation: FakeFault["operation"]): FakeFault | null {
  const fault = board.faults.find((candidate) => candidate.operation === operation);
  if (!fault) return null;
  if ((fault.after ?? 0) > 0) {
    fault.after = (fault.after ?? 0) - 1;
    return null;
  }
  board.faults.splice(board.faults.indexOf(fault), 1);
  return fault;
}

/**
 * monday's answer to a status label the column lacks, unless the call passed
 * create_labels_if_missing (then the label is added), as its docs describe; null when fine.
 */
function refusedLabel(board: FakeBoard, query: string, values: Record<string, unknown>): Parameters<Reply> | null {
  const label = (values.status as { label?: string } | null | undefined)?.label;
  if (label === undefined || board.statusLabels.has(label)) return null;
  if (/create_labels_if_missing:\s*true/.test(query)) {
    board.statusLabels.add(label);
    return null;
  }
  const possible = [...board.statusLabels].map((name, index) => `${index}: ${name}`).join(", ");
  return [
    200,
    {
      error_code: "ColumnValueException",
      status_code: 200,
      error_message: `This status label doesn't exist, possible statuses are: {${possible}}`,
      error_data: { column_value: JSON.stringify(values.status), column_type: "StatusColumn" },
    },
  ];
}

/** An item's values after an update: monday clears a column sent as null or "". */
function merged(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const values = { ...current, ...changes };
  for (const [column, value] of Object.entries(values)) if (value === null || value === "") delete values[column];
  return values;
}

export function startFakeMonday(port = 0): Promise<{ url: string; board: FakeBoard; server: Server }> {
  const board: FakeBoard = { items: new Map(), statusLabels: new Set(["Working on it", "Done", "Stuck"]), calls: [], faults: [], missingItemAnswer: "not-found", hold: null };
  let nextId = 1000;
  const server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const reply: Reply = (status, body, headers = {}) => response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
    if (request.headers.authorization !== FAKE_MONDAY_TOKEN) return reply(401, { errors: [{ message: "Not Authenticated" }] });
    const { query, variables } = JSON.parse(raw) as { query: string; variables: Record<string, string | string[]> };
    if (/\bme\s*\{/.test(query)) {
      const fault = faultFor(board, "me");
      if (fault) return reply(...FAULT_ANSWERS[fault.answer]);
      board.calls.push("me");
      return reply(200, { data: { me: { id: "1" } } });
    }
    if (query.includes("boards(")) {
      if (board.hold) {
        board.calls.push("boards held");
        await board.hold;
      }
      board.calls.push("boards");
      const found = (variables.board as string[])[0] === FAKE_BOARD_ID;
      return reply(200, {
        data: {
          boards: found
            ? [{ id: FAKE_BOARD_ID, columns: [{ id: "name", title: "Name", type: "name" }, { id: "status", title: "Status", type: "status" }, { id: "numbers", title: "Rate", type: "numbers" }, { id: "email", title: "Contact", type: "email" }] }]
            : [],
        },
      });
    }
    if (query.includes("items(")) {
      board.calls.push("items");
      const ids = variables.ids as string[];
      return reply(200, { data: { items: ids.filter((id) => board.items.has(id)).map((id) => ({ id, state: "active", board: { id: FAKE_BOARD_ID } })) } });
    }
    if (query.includes("create_item")) {
      const fault = faultFor(board, "create");
      if (fault) return reply(...FAULT_ANSWERS[fault.answer]);
      const values = JSON.parse(String(variables.values)) as Record<string, unknown>;
      const refusal = refusedLabel(board, query, values);
      if (refusal) return reply(...refusal);
      const id = String(nextId++);
      board.calls.push(`create ${id}`);
      board.items.set(id, { name: String(variables.name), values });
      return reply(200, { data: { create_item: { id } } });
    }
    if (query.includes("change_multiple_column_values")) {
      const fault = faultFor(board, "update");
      if (fault) return reply(...FAULT_ANSWERS[fault.answer]);
      const id = String(variables.item);
      const item = board.items.get(id);
      if (!item && board.missingItemAnswer === "server-error") return reply(...FAULT_ANSWERS["server-error"]);
      if (!item) return reply(200, { error_code: "InvalidItemIdException", status_code: 200, error_message: "Item not found in board", error_data: { item_id: Number(id) } });
      const { name, ...values } = JSON.parse(String(variables.values)) as Record<string, unknown>;
      const refusal = refusedLabel(board, query, values);
      if (refusal) return reply(...refusal);
      board.calls.push(`update ${id}`);
      board.items.set(id, { name: String(name ?? item.name), values: merged(item.values, values) });
      return reply(200, { data: { change_multiple_column_values: { id } } });
    }
    return reply(400, { errors: [{ message: "Unknown operation" }] });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/v2`, board, server });
    }),
  );
}
