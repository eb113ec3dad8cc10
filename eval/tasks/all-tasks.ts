import type { Task } from "../task.ts";
import { docusaurusTasks } from "./docusaurus-tasks.ts";
import { mdbookTasks } from "./mdbook-tasks.ts";
import { mintlifyTasks } from "./mintlify-tasks.ts";
import { mkdocsTasks } from "./mkdocs-tasks.ts";
import { monorepoTasks } from "./monorepo-tasks.ts";

/** Every task of the suite, by fixture. */
export const allTasks: Task[] = [
  ...mintlifyTasks,
  ...mkdocsTasks,
  ...mdbookTasks,
  ...docusaurusTasks,
  ...monorepoTasks,
];
