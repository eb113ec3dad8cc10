import type { Task } from "../task.ts";
import { mintlifyTasks } from "./mintlify-tasks.ts";
import { mkdocsTasks } from "./mkdocs-tasks.ts";

/** Every task of the suite, by fixture. */
export const allTasks: Task[] = [...mintlifyTasks, ...mkdocsTasks];
