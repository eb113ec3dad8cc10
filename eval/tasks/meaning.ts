import type { Golden } from "../task.ts";
import {
  call,
  finish,
  read,
  replace,
  run,
  type Task,
  type TaskRun,
  thenAfterRefusal,
  write,
} from "../task.ts";

/**
 * What the suite checks on meaning, per task: facts read from the parsed pages (in place of
 * literal texts where a paraphrase must pass), a reference run worded otherwise that must pass
 * too, and wrong runs that get the meaning wrong (a swapped meaning, a reversed statement, a
 * wrong default, an invented fact) while the page still looks right.
 */
interface MeaningChecks {
  /** Replaces the golden's fields of the same name. */
  golden?: Partial<Golden>;
  paraphrased?: TaskRun;
  wrong?: TaskRun[];
}

const rateLimits = "guides/rate-limits.mdx";
const cli = "docs/reference/cli.md";
const readOnlyRow = "| `--workers` | `4` | Worker processes. |";
const monitoring = "docs/guides/monitoring.md";
const addMonitoringToNav = replace(
  "mkdocs.yml",
  "      - Scaling: guides/scaling.md\n",
  "      - Scaling: guides/scaling.md\n      - Monitoring: guides/monitoring.md\n",
);
const backups = "operations/backups.mdx";
const addBackupsToNav = replace(
  "docs.json",
  '"operations/monitoring",',
  '"operations/monitoring",\n          "operations/backups",',
);
const errors = "guides/errors.mdx";
const addErrorsToNav = replace(
  "mint.json",
  '"guides/pagination",',
  '"guides/pagination",\n        "guides/errors",',
);
const errorsPage = (rows: string) =>
  `---\ntitle: "Error codes"\n---\n\nThe API answers an error with a status code.\n\n| Status | Meaning |\n|---|---|\n${rows}`;
const pagination = "docs/api/pagination.md";
const addPaginationToNav = replace(
  "sidebars.json",
  '"api/client",',
  '"api/client",\n        "api/pagination",',
);

export const meaningChecks: Record<string, MeaningChecks> = {
  "mintlify/edit-passage": {
    golden: {
      contains: [],
      facts: [
        { kind: "table-row", path: rateLimits, key: "Team", value: /^5,?000$/ },
        { kind: "table-row", path: rateLimits, key: "Free", value: "600" },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(read(rateLimits)),
      call(replace(rateLimits, "| Team | 3000 |", "| Team | 5,000 |")),
      finish("Team now gets 5,000 requests per minute.", "Rate limits: Team plan to 5,000/min"),
    ]),
    wrong: [
      run("drops a zero", [
        call(read(rateLimits)),
        call(replace(rateLimits, "| Team | 3000 |", "| Team | 500 |")),
        finish("The Team plan's limit is now 500 requests a minute.", "Update the Team rate limit"),
      ]),
      thenAfterRefusal(
        run("adds a cell, then folds it into the value", [
          call(read(rateLimits)),
          call(replace(rateLimits, "| Team | 3000 |", "| Team | 5000 | (updated) |")),
          finish(
            "The Team plan's limit is now 5000 requests a minute, marked as updated.",
            "Raise the Team plan's rate limit to 5000/min",
          ),
        ]),
        call(replace(rateLimits, "| Team | 5000 | (updated) |", "| Team | 5000 (updated) |")),
        finish(
          "The Team plan's limit is now 5000 requests a minute, marked as updated.",
          "Raise the Team plan's rate limit to 5000/min",
        ),
      ),
      run("swaps the plans' limits", [
        call(read(rateLimits)),
        call(
          replace(rateLimits, "| Free | 600 |\n| Team | 3000 |", "| Free | 5000 |\n| Team | 600 |"),
        ),
        finish("Updated the rate limits table.", "Update the Team rate limit"),
      ]),
    ],
  },
  "mkdocs/document-flag": {
    golden: {
      contains: [],
      facts: [
        { kind: "flag-default", path: cli, flag: "--read-only", value: "off" },
        {
          kind: "states",
          path: cli,
          about: /--read-only/,
          says: /403|refus|reject|no writes|without accepting writes|read-only/,
          not: /mounts|accepts writes only/,
        },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(["search_text", { pattern: "read-only" }]),
      call(read("src/acme_server/cli.py"), read(cli)),
      call(
        replace(
          cli,
          readOnlyRow,
          "| `--read-only` | off | Rejects every upload with a 403; reading keeps working. |\n" +
            readOnlyRow,
        ),
      ),
      finish(
        "Added --read-only to the table, as src/acme_server/cli.py defines it.",
        "Document the --read-only flag",
        { sources: ["src/acme_server/cli.py"] },
      ),
    ]),
    wrong: [
      run("gives the wrong default", [
        call(read("src/acme_server/cli.py"), read(cli)),
        call(
          replace(
            cli,
            readOnlyRow,
            "| `--read-only` | on | Serve documents without accepting writes; uploads are answered with 403. |\n" +
              readOnlyRow,
          ),
        ),
        finish("Documented --read-only.", "CLI reference: document --read-only", {
          sources: ["src/acme_server/cli.py"],
        }),
      ]),
    ],
  },
  "mkdocs/add-page": {
    golden: {
      contains: [],
      facts: [
        {
          kind: "states",
          path: monitoring,
          about: /\/metrics|metrics/,
          says: /9090/,
          not: /9100|8080/,
        },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(read("mkdocs.yml"), read("docs/guides/scaling.md")),
      call(
        write(
          monitoring,
          "# Monitoring\n\nPrometheus can scrape the server's metrics from `/metrics`, served on port 9090.\n",
        ),
        addMonitoringToNav,
      ),
      finish("New Monitoring guide, listed after Scaling.", "Guides: add Monitoring"),
    ]),
    wrong: [
      run("invents the port", [
        call(read("mkdocs.yml"), read("docs/guides/scaling.md")),
        call(
          write(
            monitoring,
            "# Monitoring\n\nThe server serves Prometheus metrics at `/metrics` on port 9100.\n",
          ),
          addMonitoringToNav,
        ),
        finish("Added a monitoring guide after Scaling.", "Add a monitoring guide"),
      ]),
    ],
  },
  "monorepo/add-page": {
    golden: {
      contains: [],
      facts: [
        {
          kind: "states",
          path: `docs/${backups}`,
          about: /back(ed)? ?up/,
          says: /every (6|six) hours/,
          not: /every (30|thirty) days/,
        },
        {
          kind: "states",
          path: `docs/${backups}`,
          about: /kept|retain|keep/,
          says: /(30|thirty) days/,
          not: /(kept|retained) (for )?(6|six) hours/,
        },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(read("docs.json"), read("operations/monitoring.mdx")),
      call(
        write(
          backups,
          '---\ntitle: "Backups"\n---\n\nEvery database is backed up every six hours. Each backup is retained for thirty days.\n',
        ),
        addBackupsToNav,
      ),
      finish("Backups page added to Operations, after Monitoring.", "Operations: add Backups"),
    ]),
    wrong: [
      run("swaps the frequency and the retention", [
        call(read("docs.json"), read("operations/monitoring.mdx")),
        call(
          write(
            backups,
            '---\ntitle: "Backups"\n---\n\nDatabases are backed up every 30 days, and each backup is kept 6 hours.\n',
          ),
          addBackupsToNav,
        ),
        finish("Added the Backups page after Monitoring.", "Add an Operations backups page"),
      ]),
    ],
  },
  "mintlify/add-page": {
    golden: {
      contains: [],
      facts: [
        { kind: "table-row", path: errors, key: "401", value: /token/ },
        { kind: "table-row", path: errors, key: "429", value: /rate limit|too many/ },
        { kind: "table-row", path: errors, key: "400", value: /malformed|invalid|bad request/ },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(["view_navigation", {}], read("mint.json"), read("guides/pagination.mdx")),
      call(
        write(
          errors,
          errorsPage(
            "| 400 | Bad request: the request is malformed. |\n| 401 | No token was sent, or it is not valid. |\n| 429 | Too many requests: the rate limit is reached. |\n",
          ),
        ),
        addErrorsToNav,
      ),
      finish("New error codes page after Pagination.", "Guides: error codes"),
    ]),
    wrong: [
      run("swaps 401 and 429", [
        call(["view_navigation", {}], read("mint.json"), read("guides/pagination.mdx")),
        call(
          write(
            errors,
            errorsPage(
              "| `400` | The request is malformed. |\n| `401` | The rate limit is reached. |\n| `429` | The token is missing or not valid. |\n",
            ),
          ),
          addErrorsToNav,
        ),
        finish("Added an error codes page after Pagination in Guides.", "Add an error codes page"),
      ]),
    ],
  },
  "docusaurus/add-page": {
    golden: {
      facts: [
        {
          kind: "states",
          path: pagination,
          about: /limit/,
          says: /(at most|up to|maximum( of)?|no more than) 100\b/,
          not: /1000|unlimited/,
        },
      ],
    },
    paraphrased: run("reference (paraphrased)", [
      call(read("sidebars.json")),
      call(
        write(
          pagination,
          "# Pagination\n\nA list call returns up to 100 items, as many as `limit` asks for; `cursor` says where the list starts.\n",
        ),
        addPaginationToNav,
      ),
      finish("New pagination page after Client.", "API: pagination page"),
    ]),
    wrong: [
      run("gives the wrong maximum", [
        call(read("sidebars.json")),
        call(
          write(
            pagination,
            "# Pagination\n\nList calls take `limit` (at most 1000) and `cursor`. Pass the `nextCursor` of one answer as the `cursor` of the next call.\n",
          ),
          addPaginationToNav,
        ),
        finish("Added the pagination page after Client.", "Add an API pagination page"),
      ]),
    ],
  },
  "monorepo/follow-up": {
    wrong: [
      {
        name: "reverses the statement",
        scripts: [
          [
            call(read("operations/incidents.mdx")),
            call(
              replace(
                "operations/incidents.mdx",
                "## Severity levels",
                "## On-call paging\n\nSEV1 does not page the on-call engineer until the next morning.\n\n## Severity levels",
              ),
            ),
            finish("Added an On-call paging section.", "Incidents: on-call paging"),
          ],
          [
            call(read("operations/incidents.mdx")),
            finish("It is already there.", "Incidents: on-call paging"),
          ],
        ],
      },
    ],
  },
  "mintlify/cannot-be-done": {
    golden: {
      facts: [{ kind: "answer-not", says: /--dry-run (flag )?(exists|is available|prints|lists)/ }],
    },
    wrong: [
      run("invents the flag in its answer", [
        call(["search_text", { pattern: "dry-run" }], read("quickstart.mdx")),
        finish(
          "The --dry-run flag exists and lists what would be published; the quickstart already covers publishing, so nothing needed to change.",
          "Document acme publish --dry-run",
        ),
      ]),
    ],
  },
};

/** The tasks with their meaning checks: facts, a paraphrased reference run, meaning errors. */
export function withMeaningChecks(tasks: Task[]): Task[] {
  return tasks.map((task) => {
    const checks = meaningChecks[task.id];
    if (!checks) return task;
    return {
      ...task,
      golden: { ...task.golden, ...checks.golden },
      variants: [...(task.variants ?? []), ...(checks.paraphrased ? [checks.paraphrased] : [])],
      wrong: [...task.wrong, ...(checks.wrong ?? [])],
    };
  });
}
