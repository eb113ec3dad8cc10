import { z } from "zod";
import { BaseBranchSchema, PROMPT_MAX_LENGTH } from "../shared/api/job-schemas.ts";
import { findApiUrlProblem } from "../shared/client/find-api-url-problem.ts";

// The runner fills in action.yml's defaults; repeating them here keeps `main` usable without a runner.
// test/action/action-inputs.test.ts checks that names, required flags and defaults agree with action.yml.
const booleanInput = (fallback: "true" | "false") =>
  z
    .string()
    .default(fallback)
    .pipe(
      // The YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them.
      z.enum(["true", "True", "TRUE", "false", "False", "FALSE"], {
        error: "must be true or false",
      }),
    )
    .transform((value) => value.toLowerCase() === "true");

const numberInput = (fallback: string, number: z.ZodNumber) =>
  z
    .string()
    .default(fallback)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: "must be a number" })
        .transform(Number)
        .pipe(number),
    );

const requiredText = (what: string) =>
  z
    .string({ error: `is required: ${what}` })
    .trim()
    .min(1, { error: `is required: ${what}` });

const apiUrlProblemText = {
  not_a_url: "must be an http(s) URL such as https://inkwell.example.com",
  not_http: "must be an http(s) URL such as https://inkwell.example.com",
  credentials: "must not contain a user name or password (the api-key input is the credential)",
  plain_http:
    "must be https: over plain http the API key would cross the network readable (http is accepted for localhost, 127.0.0.0/8 and ::1, or with allow-insecure-http: true)",
} as const;

export const ActionInputsSchema = z
  .object({
    prompt: requiredText("the instruction for the agent").pipe(
      z.string().max(PROMPT_MAX_LENGTH, {
        error: `must be at most ${PROMPT_MAX_LENGTH} characters`,
      }),
    ),
    "project-id": requiredText("the Inkwell project id"),
    "api-key": requiredText("an Inkwell API key (ink_…), passed from a secret").pipe(
      z.string().startsWith("ink_", { error: "must be an Inkwell API key, starting with ink_" }),
    ),
    "api-url": requiredText("the base URL of the Inkwell server").pipe(
      z.url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://inkwell.example.com",
      }),
    ),
    "allow-insecure-http": booleanInput("false"),
    wait: booleanInput("true"),
    "wait-timeout-minutes": numberInput(
      "30",
      z
        .number()
        .positive({ error: "must be more than 0" })
        .max(24 * 60, { error: "must be at most 1440" }),
    ),
    "poll-interval-seconds": numberInput(
      "10",
      z.number().min(1, { error: "must be at least 1" }).max(300, { error: "must be at most 300" }),
    ),
    "fail-on-no-changes": booleanInput("false"),
    "fail-on-draft": booleanInput("false"),
    "fail-on-question": booleanInput("false"),
    context: z
      .string()
      .default("none")
      .pipe(z.enum(["none", "commits"], { error: "must be none or commits" })),
    // The runner fills in the workflow's token; none outside a runner, or when set to "".
    "github-token": z.string().trim().optional(),
    // Empty (the default) means the project's branch; the server checks the branch exists.
    "base-branch": z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(BaseBranchSchema.optional()),
  })
  .superRefine(
    (inputs, ctx) => {
      const problem = findApiUrlProblem(inputs["api-url"], {
        allowInsecureHttp: inputs["allow-insecure-http"],
      });
      if (problem)
        ctx.addIssue({ code: "custom", path: ["api-url"], message: apiUrlProblemText[problem] });
    },
    // Judged whenever the two inputs it reads are valid, so one error still names every bad input.
    {
      when: (payload) =>
        !payload.issues.some((issue) =>
          ["api-url", "allow-insecure-http"].includes(String(issue.path?.[0])),
        ),
    },
  );

export type ActionInputs = z.output<typeof ActionInputsSchema>;
export type ActionInputName = keyof typeof ActionInputsSchema.shape;
export const actionInputNames = Object.keys(ActionInputsSchema.shape) as ActionInputName[];

/**
 * Checks the raw inputs (missing or empty = not given) and returns them typed, or throws one error
 * that names every bad input.
 */
export function parseActionInputs(raw: Partial<Record<ActionInputName, string>>): ActionInputs {
  const given = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ActionInputsSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `input "${String(issue.path?.[0])}" ${issue.message}`,
  );
  throw new Error(`Invalid inputs: ${problems.join("; ")}`);
}
