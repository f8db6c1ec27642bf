import { createServer, type Server } from "node:http";

// A local GraphQL endpoint that answers the three operations board sync uses, the way
// monday.com's API does (data / errors, Authorization header), and keeps the board's items.
export type FakeBoard = { items: Map<string, { name: string; values: Record<string, unknown> }>; calls: string[] };

export const FAKE_MONDAY_TOKEN = "monday-test-token";
export const FAKE_BOARD_ID = "4242";

export function startFakeMonday(port = 0): Promise<{ url: string; board: FakeBoard; server: Server }> {
  const board: FakeBoard = { items: new Map(), calls: [] };
  let nextId = 1000;
  const server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const reply = (status: number, body: unknown) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (request.headers.authorization !== FAKE_MONDAY_TOKEN) return reply(401, { errors: [{ message: "Not Authenticated" }] });
    const { query, variables } = JSON.parse(raw) as { query: string; variables: Record<string, string | string[]> };
    if (query.includes("boards(")) {
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
    if (query.includes("create_item")) {
      const id = String(nextId++);
      board.calls.push(`create ${id}`);
      board.items.set(id, { name: String(variables.name), values: JSON.parse(String(variables.values)) });
      return reply(200, { data: { create_item: { id } } });
    }
    if (query.includes("change_multiple_column_values")) {
      const id = String(variables.item);
      const item = board.items.get(id);
      if (!item) return reply(200, { errors: [{ message: `Item ${id} not found` }] });
      board.calls.push(`update ${id}`);
      const values = JSON.parse(String(variables.values)) as Record<string, unknown>;
      board.items.set(id, { name: String(values.name ?? item.name), values: { ...item.values, ...values } });
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
