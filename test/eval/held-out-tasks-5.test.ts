import { heldOutTasks5 } from "../../eval/tasks/held-out-tasks-5.ts";
import { describeHeldOutSet } from "./held-out-set.ts";

describeHeldOutSet("the fifth held-out set", heldOutTasks5, 15);
