import { createServer } from "node:net";

// A free port on 127.0.0.1, in a module of its own so the test runner (scripts/test.mjs) can use it
// without loading the drills' database and password modules.
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
