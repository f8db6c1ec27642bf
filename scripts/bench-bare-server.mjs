// The benchmark's floor (scripts/bench.mjs): a bare Node http server doing the same one insert as
// app/api/bench/insert, with a postgres.js pool of the app's default size (DATABASE_POOL_SIZE in
// lib/env.ts, which the bench leaves unset). Usage: node … <port> <databaseUrl>
import { createServer } from "node:http";
import postgres from "postgres";

const [port, databaseUrl] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 3, onnotice: () => {} });

createServer(async (request, response) => {
  let body = "";
  for await (const chunk of request) body += chunk;
  try {
    const { userId } = JSON.parse(body);
    await sql`insert into webhook_deliveries (user_id, kind, status, outcome) values (${userId}, 'social_post', 200, 'bench')`;
    response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
