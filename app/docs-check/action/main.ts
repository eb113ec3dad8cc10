// The docs check action's entry (check/action.yml runs its bundle, dist/check/index.js).
import { runDocsCheckAction } from "./docs-check-action.ts";

process.exitCode = await runDocsCheckAction(process.env);
