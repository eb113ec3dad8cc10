import { heldOutTasks6 } from "../../eval/tasks/held-out-tasks-6.ts";
import { describeHeldOutSet } from "./held-out-set.ts";

describeHeldOutSet("the sixth held-out set", heldOutTasks6, 15);
