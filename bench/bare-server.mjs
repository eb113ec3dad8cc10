// The baseline the HTTP ratios are measured against: a bare node:http server in a process of its
// own that answers every request with the same JSON body Inkwell sent for it, read from the
// environment (BARE_BODIES: a JSON object of path to body; any other path gets BARE_DEFAULT).
import { createServer } from "node:http";

const bodies = JSON.parse(process.env.BARE_BODIES ?? "{}");
const fallback = process.env.BARE_DEFAULT ?? "{}";
const server = createServer((req, res) => {
  const body = bodies[req.url ?? "/"] ?? fallback;
  res.writeHead(200, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
