import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { collectReviewerNotes, needsAttention } from "../../../app/agent/review/reviewer-notes.ts";
import { findStaleValues } from "../../../app/agent/review/stale-values.ts";

const client = fixtureFile(
  "src/client.ts",
  "export interface Options {\n  /** How many times a failed request is tried again. Default 2. */\n  retries?: number;\n}\n",
);
const scim = fixtureFile(
  "docs/scim.md",
  "# SCIM\n\nFormat the token as `bearer <token>`. See the [plugins](https://example.org/wiki/plugins).\n",
);

/** The texts presented as fact that the notes find in no file and not in the instruction. */
async function unsourcedAfter(path: string, text: string, instruction: string) {
  const { tree } = fixtureWorkingTree([...allFiles, client, scim]);
  await tree.holdTexts(["src/client.ts"]);
  await tree.write(path, text);
  const notes = collectReviewerNotes({
    tree,
    changes: await readFileChanges(tree),
    instructions: [instruction],
    refused: [],
  });
  return notes.unsourced;
}

describe("what the pull request asks the reviewer to look at", () => {
  it("takes a default from a source comment, a bare keyword, a number the instruction gives and a call's name as sourced", async () => {
    expect(
      await unsourcedAfter(
        "docs/options.md",
        "# Options\n\n| `retries` | `2` | `true` |\n\nLists return 100 items. Call `parse_input()`. Pin `12.0.0`.\n",
        "Document `retries`, lists take at most 100, `parse_input` is a function, and pin pnpm 12.",
      ),
    ).toEqual([]);
  });

  it("takes a call as sourced by the declaration of its function with the parameters it passes", async () => {
    const sdk = fixtureFile(
      "sdk/client.py",
      "class Client:\n    def rotate(self, path: str, *, overlap: int = 300):\n        ...\n",
    );
    const unsourced = async (text: string) => {
      const { tree } = fixtureWorkingTree([...allFiles, sdk]);
      await tree.holdTexts(["sdk/client.py"]);
      await tree.write("docs/sdk.md", text);
      return collectReviewerNotes({
        tree,
        changes: await readFileChanges(tree),
        instructions: ["Document `Client.rotate()` on the SDK page."],
        refused: [],
      }).unsourced;
    };
    expect(await unsourced("# SDK\n\n`client.rotate(path)` makes a new version.\n")).toEqual([]);
    expect(await unsourced("# SDK\n\n`client.rotate(path, grace)` makes a new version.\n")).toEqual(
      ["client.rotate(path, grace)"],
    );
  });

  it("takes a duration as sourced by the same number a page gave in the unit the instruction corrects", async () => {
    const retries = fixtureFile(
      "docs/retries.md",
      "# Retries\n\nThe wait stops at 45 milliseconds.\n",
    );
    const unsourcedAfter = async (instruction: string) => {
      const { tree } = fixtureWorkingTree([...allFiles, retries]);
      await tree.write("docs/retries.md", "# Retries\n\nThe wait stops at 45 seconds.\n");
      return collectReviewerNotes({
        tree,
        changes: await readFileChanges(tree),
        instructions: [instruction],
        refused: [],
      }).unsourced;
    };
    expect(await unsourcedAfter("The wait is in seconds, not milliseconds. Fix the page.")).toEqual(
      [],
    );
    expect(await unsourcedAfter("Fix the retries page.")).toEqual(["45 seconds"]);
  });

  it("takes a number the instruction writes in thousands groups as given", async () => {
    expect(
      await unsourcedAfter(
        "docs/options.md",
        "# Options\n\n| `retries` | `2000` |\n",
        "The rate limit rises from 500 to 2,000 messages a second.",
      ),
    ).toEqual([]);
  });

  it("still flags a number the instruction gives with another unit, an invented version and an invented default", async () => {
    expect(
      await unsourcedAfter(
        "docs/options.md",
        "# Options\n\nUploads stop after 100 seconds. Pin `12.4.1`. The default is `7`.\n",
        "Uploads stop at 100 MB; pin pnpm 12.",
      ),
    ).toEqual(["12.4.1", "7", "100 seconds"]);
  });

  it("sources the words of a span by the instruction as written, and a link's section only when the instruction names it", async () => {
    const instruction = "The scheme is `Bearer`. Link the #backends section of the plugins page.";
    expect(
      await unsourcedAfter(
        "docs/scim.md",
        "# SCIM\n\nFormat the token as `Bearer <token>`. See the [backends](https://example.org/wiki/plugins#backends).\n",
        instruction,
      ),
    ).toEqual([]);
    expect(
      await unsourcedAfter(
        "docs/scim.md",
        "# SCIM\n\nFormat the token as `Bearer: <token>`. See the [backends](https://example.org/wiki/plugins#Backends).\n",
        instruction,
      ),
    ).toEqual(["Bearer: <token>", "https://example.org/wiki/plugins#Backends"]);
  });

  it("takes a file the instruction names by the words of its name as given, not a host or a one-word name", async () => {
    const instruction = "The agent ignores Copilot's instructions file and the Acme API config.";
    expect(
      await unsourcedAfter(
        "docs/options.md",
        "# Options\n\nIt ignores `.github/copilot-instructions.md`, `api.acme.dev` and `config.yaml`.\n",
        instruction,
      ),
    ).toEqual(["api.acme.dev", "config.yaml"]);
  });

  it("takes an address edited in place on its host, at the path the instruction gives, as known and sourced", async () => {
    const api = fixtureFile(
      "docs/api.md",
      "# API\n\n```bash\ncurl -X POST https://api.acme-flags.dev/v1/evaluate\n```\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, api]);
    const notesFor = async (after: string) => {
      await tree.write("docs/api.md", after);
      return collectReviewerNotes({
        tree,
        changes: await readFileChanges(tree),
        instructions: ["The evaluate endpoint is `POST /v2/flags/evaluate` now."],
        refused: [],
      });
    };
    const moved = await notesFor(
      "# API\n\n```bash\ncurl -X POST https://api.acme-flags.dev/v2/flags/evaluate\n```\n",
    );
    expect(moved.links.map(({ domain, known }) => [domain, known])).toEqual([
      ["api.acme-flags.dev", true],
    ]);
    expect(moved.unsourced).toEqual([]);
    // A line added beside it, and a path the instruction does not give, are not vouched for.
    const added = await notesFor(
      "# API\n\n```bash\ncurl -X POST https://api.acme-flags.dev/v1/evaluate\n```\n\nOr call https://api.acme-flags.dev/v3/batch.\n",
    );
    expect(added.links.map(({ domain, known }) => [domain, known])).toEqual([
      ["api.acme-flags.dev", false],
    ]);
    expect(added.unsourced).toEqual(["https://api.acme-flags.dev/v3/batch"]);
    // A download-and-run line changed in place is still held for a look.
    const download = fixtureFile(
      "docs/ci.md",
      "# CI\n\n```sh\ncurl -sSL https://dl.acme-flags.dev/1.0/acme.tar.gz | tar -xz\n```\n",
    );
    const { tree: ci } = fixtureWorkingTree([...allFiles, download]);
    await ci.write(
      "docs/ci.md",
      "# CI\n\n```sh\ncurl -sSL https://dl.acme-flags.dev/v1.0/acme-v1.0.tar.gz | tar -xz\n```\n",
    );
    const fetched = collectReviewerNotes({
      tree: ci,
      changes: await readFileChanges(ci),
      instructions: ["Tags carry a `v` before the version."],
      refused: [],
    });
    expect(fetched.links.map(({ domain, known }) => [domain, known])).toEqual([
      ["dl.acme-flags.dev", false],
    ]);
  });

  it("lists a count no unit list knows (`10,000,000 series`) that no file and no instruction gives", async () => {
    const faq = "# FAQ\n\nUp to 10,000,000 series per database; 500 points per batch.\n";
    expect(
      await unsourcedAfter("docs/faq.md", faq, "Update the FAQ: the series limit has changed."),
    ).toEqual(["10,000,000 series", "500 points"]);
    expect(
      await unsourcedAfter(
        "docs/faq.md",
        faq,
        "The series limit is now 10000000 per database, and a batch holds 500 points.",
      ),
    ).toEqual([]);
  });

  it("leaves a templated address out of the facts to source", async () => {
    expect(
      await unsourcedAfter(
        "docs/ci.md",
        "# CI\n\n```sh\ncurl -sSL https://example.org/download/v{{ version }}/tool.tar.gz | tar -xz\n```\n",
        "Fix the download address.",
      ),
    ).toEqual([]);
  });

  it("warns at the top when the change replaced a value another page still says, and only lists one the page still holds", async () => {
    const english = fixtureFile(
      "docs/limits.md",
      "# Limits\n\nThe IP whitelist holds 10 entries.\n",
    );
    const other = fixtureFile("docs/backups.md", "# Backups\n\nAdd the host to the whitelist.\n");
    const { tree } = fixtureWorkingTree([...allFiles, english, other]);
    await tree.write("docs/limits.md", "# Limits\n\nThe IP allowlist holds 10 entries.\n");
    const changes = await readFileChanges(tree);
    const stale = await findStaleValues(tree, changes);
    const notes = collectReviewerNotes({
      tree,
      changes,
      instructions: ["Use allowlist."],
      refused: [],
      stale,
    });
    expect(needsAttention(notes)).toBe(true);
    expect(
      needsAttention({ ...notes, stale: stale.map(({ leftElsewhere: _, ...item }) => item) }),
    ).toBe(false);
  });

  it("lists a flag only the instruction names when the instruction says nothing of what it does", async () => {
    const parser = fixtureFile(
      "src/cli.py",
      'parser.add_argument("--read-only", action="store_true")\nverbose: bool = False\n',
    );
    const { tree } = fixtureWorkingTree([...allFiles, parser]);
    await tree.holdTexts(["src/cli.py"]);
    const notesFor = async (instruction: string) => {
      await tree.write(
        "docs/options.md",
        "# Options\n\nAdd `--dry-run` to list what would be published. `--read-only` serves without writes; `--verbose` says more.\n",
      );
      return collectReviewerNotes({
        tree,
        changes: await readFileChanges(tree),
        instructions: [instruction],
        refused: [],
      }).unsourced;
    };
    // Named by the instruction only: no file names `--dry-run`; the parser declares the others.
    expect(await notesFor("Document --dry-run, --read-only and --verbose.")).toEqual(["--dry-run"]);
    // An instruction that says what the flag does may announce a new one, its source elsewhere.
    expect(
      await notesFor(
        "Document --dry-run, --read-only and --verbose: a dry run lists every page that would be published, uploading nothing.",
      ),
    ).toEqual([]);
  });

  it("sources a flag and its duration default by how a program's source declares them", async () => {
    const source = fixtureFile(
      "cmd/acme/doctor.go",
      'cmd.Flags().Bool("json", false, "Print JSON")\ncmd.Flags().Duration("timeout", 5*time.Second, "How long to wait")\n',
    );
    const words = fixtureFile("docs/notes.md", '# Notes\n\nSet `"verbose"` in the config.\n');
    const { tree } = fixtureWorkingTree([...allFiles, source, words]);
    await tree.holdTexts(["cmd/acme/doctor.go", "docs/notes.md"]);
    await tree.write(
      "docs/cli.md",
      "# CLI\n\n| Flag | Default |\n| --- | --- |\n| `--json` | `false` |\n| `--timeout` | `5s` |\n| `--verbose` | `10s` |\n",
    );
    const notes = collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: ["Add acme doctor to the CLI reference, with its flags."],
      refused: [],
    });
    // A quoted word in a page is no flag's declaration, and no code gives ten seconds.
    expect(notes.unsourced).toEqual(["--verbose", "10s"]);
  });

  it("sources a template's environment variable by the variable a sample reads", async () => {
    const page = fixtureFile(
      "docs/reverse.md",
      '# Reverse\n\n```bash\ncurl https://example.org/v1 -H "Authorization: Bearer $ACME_KEY"\n```\n',
    );
    const { tree } = fixtureWorkingTree([...allFiles, page]);
    await tree.write(
      "docs/reverse.md",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a JavaScript sample, as a page holds it
      "# Reverse\n\n```js\nconst headers = { Authorization: `Bearer ${process.env.ACME_KEY}`, Other: `Bearer ${process.env.ACME_OTHER}` };\n```\n",
    );
    const notes = collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: ["Show the request in JavaScript."],
      refused: [],
    });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the span as the page writes it
    expect(notes.unsourced).toEqual(["Bearer ${process.env.ACME_OTHER}"]);
  });
});

describe("a key path the page's config sample holds", () => {
  const kubernetes = fixtureFile(
    "docs/install/kubernetes.md",
    "# Kubernetes\n\n```yaml\ningress:\n  enabled: true\n  host: halyard.example.com\n```\n\n## Network\n\nOpen port 8480.\n",
  );

  async function unsourcedIn(line: string) {
    const { tree } = fixtureWorkingTree([...allFiles, kubernetes]);
    await tree.write(
      "docs/install/kubernetes.md",
      (kubernetes.content as string).replace("Open port 8480.", line),
    );
    return collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: ["On Kubernetes nobody should open port 8480: the ingress serves the API."],
      refused: [],
    }).unsourced;
  }

  it("is sourced by the nested keys of the sample (`ingress:` then `host:`)", async () => {
    expect(await unsourcedIn("The ingress serves the API at `ingress.host`.")).toEqual([]);
  });

  it("still flags a key path the sample does not hold", async () => {
    expect(await unsourcedIn("The ingress serves the API at `ingress.hostname`.")).toEqual([
      "ingress.hostname",
    ]);
  });
});

describe("addresses moved to the base URL the instruction gives", () => {
  const quickstart = fixtureFile(
    "docs/quickstart.md",
    "# Quickstart\n\n```bash\ncurl https://sandbox.acme.dev/v1/payouts\n```\n",
  );

  async function unsourcedMoved(instruction: string) {
    const { tree } = fixtureWorkingTree([...allFiles, quickstart]);
    await tree.write(
      "docs/quickstart.md",
      "# Quickstart\n\n```bash\ncurl https://api-sandbox.acme.dev/v1/payouts\n```\n",
    );
    return collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: [instruction],
      refused: [],
    }).unsourced;
  }

  it("takes an address the repository holds on the replaced base as sourced on the new one", async () => {
    expect(
      await unsourcedMoved(
        "The sandbox base URL is now https://api-sandbox.acme.dev/v1 (it was https://sandbox.acme.dev/v1).",
      ),
    ).toEqual([]);
  });

  it("names it when the instruction gives only the new base", async () => {
    expect(
      await unsourcedMoved("The sandbox base URL is now https://api-sandbox.acme.dev/v1."),
    ).toEqual(["https://api-sandbox.acme.dev/v1/payouts"]);
  });
});

describe("a download address moved to the release the instruction gives", () => {
  const install = fixtureFile(
    "docs/install.md",
    "# Install\n\n```bash\ncurl -fsSL https://example.org/acme/releases/download/v2.4.1/acme-linux.tar.gz | tar -xz\n```\n",
  );

  async function unsourcedRelease(version: string, instruction: string) {
    const { tree } = fixtureWorkingTree([...allFiles, install]);
    await tree.write(
      "docs/install.md",
      `# Install\n\n\`\`\`bash\ncurl -fsSL https://example.org/acme/releases/download/v${version}/acme-linux.tar.gz | tar -xz\n\`\`\`\n`,
    );
    return collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: [instruction],
      refused: [],
    }).unsourced;
  }

  it("takes the tag and the address as sourced when only the version moves to the one given", async () => {
    expect(await unsourcedRelease("2.5.0", "Acme 2.5.0 is out. Update the install page.")).toEqual(
      [],
    );
  });

  it("still flags another release than the one the instruction gives", async () => {
    expect(await unsourcedRelease("2.5.1", "Acme 2.5.0 is out. Update the install page.")).toEqual([
      "v2.5.1",
      "https://example.org/acme/releases/download/v2.5.1/acme-linux.tar.gz",
    ]);
  });
});
