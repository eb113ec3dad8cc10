import { heldOutTasks4 } from "../../eval/tasks/held-out-tasks-4.ts";
import { describeHeldOutSet } from "./held-out-set.ts";

describeHeldOutSet("the fourth held-out set", heldOutTasks4, 15);
