import { heldOutTasks3 } from "../../eval/tasks/held-out-tasks-3.ts";
import { describeHeldOutSet } from "./held-out-set.ts";

describeHeldOutSet("the third held-out set", heldOutTasks3, 14);
