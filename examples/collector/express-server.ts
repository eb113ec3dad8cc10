import { createViewCollector } from "@inkwell-docs/collector";
import express from "express";
import { reportPageViews } from "./express-views.ts";

const collector = createViewCollector({
  apiUrl: process.env.INKWELL_URL ?? "",
  projectId: process.env.INKWELL_PROJECT_ID ?? "",
  apiKey: process.env.INKWELL_KEY ?? "",
});

const app = express();
app.use(reportPageViews(collector));
app.use(express.static("site", { extensions: ["html"] }));

const server = app.listen(Number(process.env.PORT ?? 8080), () => {
  console.log(`Docs on http://localhost:${(server.address() as { port: number }).port}`);
});

// On Ctrl-C (SIGINT) or a stop (SIGTERM), stop taking requests and send the views still queued,
// for up to five seconds. A second signal ends the process at once.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close();
    const stats = await collector.close({ timeoutMs: 5_000 });
    console.log(`Inkwell: ${stats.sent} views sent, ${stats.queued} not sent`);
  });
}
