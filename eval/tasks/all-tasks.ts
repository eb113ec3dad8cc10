import type { Task } from "../task.ts";
import { askTasks } from "./ask-tasks.ts";
import { docusaurusTasks } from "./docusaurus-tasks.ts";
import { glanceTasks } from "./glance-tasks.ts";
import { heldOutTasks } from "./held-out-tasks.ts";
import { heldOutTasks2 } from "./held-out-tasks-2.ts";
import { heldOutTasks3 } from "./held-out-tasks-3.ts";
import { heldOutTasks4 } from "./held-out-tasks-4.ts";
import { heldOutTasks5 } from "./held-out-tasks-5.ts";
import { heldOutTasks6 } from "./held-out-tasks-6.ts";
import { mdbookTasks } from "./mdbook-tasks.ts";
import { withMeaningChecks } from "./meaning.ts";
import { mintlifyTasks } from "./mintlify-tasks.ts";
import { mkdocsTasks } from "./mkdocs-tasks.ts";
import { monorepoTasks } from "./monorepo-tasks.ts";
import { withMoreWrongRuns } from "./more-wrong-runs.ts";
import { withParaphrasedReferences } from "./paraphrased-references.ts";
import { realPrTasks } from "./real-pr-tasks.ts";
import { realPrTasks2 } from "./real-pr-tasks-2.ts";
import { withReviewedMistakes } from "./reviewed-mistakes.ts";

/** Every task of the suite, by fixture: a new task file is one more line here. */
export const allTasks: Task[] = withReviewedMistakes(
  withMoreWrongRuns(
    withParaphrasedReferences(
      withMeaningChecks([
        ...mintlifyTasks,
        ...mkdocsTasks,
        ...mdbookTasks,
        ...docusaurusTasks,
        ...monorepoTasks,
        ...realPrTasks,
        ...realPrTasks2,
        ...glanceTasks,
        ...askTasks,
        ...heldOutTasks,
        ...heldOutTasks2,
        ...heldOutTasks3,
        ...heldOutTasks4,
        ...heldOutTasks5,
        ...heldOutTasks6,
      ]),
    ),
  ),
);
