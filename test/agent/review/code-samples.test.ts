import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { codeBlocksOf, findCodeSampleChanges } from "../../../app/agent/review/code-samples.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/docker.md", change: "modified", before, after } as FileChange,
];
const docker =
  "# Docker\n\n```dockerfile\nFROM node:22\nCOPY pnpm-lock.yaml ./\n\nRUN pnpm fetch --prod\n\nADD . ./\nRUN pnpm install --offline\n```\n\n```sh\npnx codemod run\n```\n";

describe("code samples changed beyond the instruction", () => {
  it("reads a page's fenced blocks with their languages", () => {
    expect(codeBlocksOf(docker).map((block) => [block.line, block.language])).toEqual([
      [3, "dockerfile"],
      [13, "sh"],
    ]);
  });

  it("names a block whose language was dropped or changed", () => {
    expect(
      findCodeSampleChanges(
        page(
          docker,
          docker.replace("```sh\npnx", "```\npnpx").replace("```dockerfile", "```docker"),
        ),
        "docs",
        "The migration command is pnpx, not pnx.",
      ),
    ).toEqual([
      "docker.md:3: the code block was `dockerfile` and now is `docker`",
      "docker.md:13: the code block was `sh` and now has no language",
    ]);
  });

  it("names a line moved within its block when the instruction asks for no order", () => {
    const moved = docker.replace(
      "\nRUN pnpm fetch --prod\n\nADD . ./\n",
      "\nCOPY . ./\nRUN pnpm fetch --prod\n\n",
    );
    expect(findCodeSampleChanges(page(docker, moved), "docs", "Use COPY instead of ADD.")).toEqual([
      "docker.md:3: the change moves `ADD . ./` to another place in its code block (as `COPY . ./`), and the instruction asks for no order",
    ]);
  });

  it("says nothing of an edit in place, of a move the instruction asks for, or of a language it names", () => {
    const inPlace = docker.replace("ADD . ./", "COPY . ./");
    expect(
      findCodeSampleChanges(page(docker, inPlace), "docs", "Use COPY instead of ADD."),
    ).toEqual([]);
    const moved = docker.replace(
      "\nRUN pnpm fetch --prod\n\nADD . ./\n",
      "\nADD . ./\nRUN pnpm fetch --prod\n\n",
    );
    expect(
      findCodeSampleChanges(page(docker, moved), "docs", "Copy the sources before the fetch."),
    ).toEqual([]);
    expect(
      findCodeSampleChanges(
        page(docker, docker.replace("```sh", "```bash")),
        "docs",
        "Mark the sample as bash.",
      ),
    ).toEqual([]);
  });

  it("names a sample relabelled when the instruction names only its old language", () => {
    const config = '# Configure\n\nIn `harbor.json`:\n\n```json\n{\n  "workers": 4\n}\n```\n';
    const relabelled = config
      .replace("```json", "```jsonc")
      .replace('"workers": 4', '"workers": 4,\n  "parallelUploads": 3,');
    expect(
      findCodeSampleChanges(
        page(config, relabelled),
        "docs",
        "Document the parallelUploads setting of harbor.json (default 3).",
      ),
    ).toEqual(["docker.md:5: the code block was `json` and now is `jsonc`"]);
  });

  it("names a line the instruction quotes that the change drops from its block unasked", () => {
    const example =
      "# Docker\n\n```dockerfile\nFROM base AS prod\n\nCOPY pnpm-lock.yaml /app\nWORKDIR /app\nRUN pnpm fetch --prod\n```\n";
    const instruction =
      "`COPY pnpm-lock.yaml /app` comes before `WORKDIR /app` creates the folder. Put the `WORKDIR` first.";
    expect(
      findCodeSampleChanges(
        page(example, example.replace("WORKDIR /app\n", "")),
        "docs",
        instruction,
      ),
    ).toEqual([
      "docker.md:3: the change takes `WORKDIR /app`, which the instruction names, out of its code block, and the instruction asks for no removal",
    ]);
    // Written otherwise, or dropped because the instruction asks for it: nothing to say.
    expect(
      findCodeSampleChanges(
        page(
          example,
          example.replace(
            "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
            "WORKDIR /app\nCOPY pnpm-lock.yaml .\n",
          ),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findCodeSampleChanges(
        page(example, example.replace("WORKDIR /app\n", "")),
        "docs",
        "Remove the stray `WORKDIR /app`.",
      ),
    ).toEqual([]);
  });

  it("names a word of a sample line rewritten beyond what the instruction gives", () => {
    const migration = "# Migrate\n\n```sh\npnx codemod run pnpm-v10-to-v11\n```\n";
    const instruction = "The first command runs `pnx`, which does not exist: it is `pnpx`.";
    expect(
      findCodeSampleChanges(
        page(
          migration,
          migration.replace("pnx codemod run pnpm-v10-to-v11", "pnpx codemod run pnpm-v11"),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([
      "docker.md:3: the change rewrites `pnpm-v10-to-v11` as `pnpm-v11` in a code sample, and the instruction gives neither",
    ]);
    expect(
      findCodeSampleChanges(
        page(migration, migration.replace("pnx codemod", "pnpx codemod")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    const fetch = "# Fetch\n\n```dockerfile\nADD . ./\nRUN pnpm install\n```\n";
    expect(
      findCodeSampleChanges(
        page(fetch, fetch.replace("ADD . ./", "COPY pnpm-lock.yaml ./")),
        "docs",
        "The example copies the sources with `ADD`; use `COPY` for local files.",
      ),
    ).toEqual([
      "docker.md:3: the change rewrites `.` as `pnpm-lock.yaml` in a code sample, and the instruction gives neither",
    ]);
  });

  it("leaves an operator changed in a sample, and words the instruction gives", () => {
    const range = '# Range\n\n```json\n{ "version": ">=11.0.0", "tag": "latest" }\n```\n';
    expect(
      findCodeSampleChanges(
        page(range, range.replace('">=11.0.0"', '"^11.0.0"').replace('"latest"', '"11"')),
        "docs",
        "Pin the examples that follow `latest` to major 11.",
      ),
    ).toEqual([]);
  });

  it("leaves a word whose every changed token the instruction gives, old and new", () => {
    const ports = '# Docker\n\n```bash\ndocker run -p 7400:7400 -e HOST="0.0.0.0:7400" fern\n```\n';
    const instruction = "FernDB's default port is now 7410 (it was 7400). Update the book.";
    expect(
      findCodeSampleChanges(page(ports, ports.replaceAll("7400", "7410")), "docs", instruction),
    ).toEqual([]);
    expect(
      findCodeSampleChanges(
        page(ports, ports.replace("7400:7400", "7410:8080")),
        "docs",
        instruction,
      ),
    ).toEqual([
      "docker.md:3: the change rewrites `7400:7400` as `7410:8080` in a code sample, and the instruction gives neither",
    ]);
  });
});

describe("the order of the lines an instruction names", () => {
  const docker =
    "## Example 2\n\n```dockerfile\nWORKDIR /app\nCOPY . /app\nRUN pnpm install\n```\n\n## Example 3\n\n```dockerfile\nCOPY pnpm-lock.yaml /app\nWORKDIR /app\nRUN pnpm fetch --prod\n```\n";
  const instruction =
    "In example 3, `COPY pnpm-lock.yaml /app` comes before `WORKDIR /app` creates the folder. Put the `WORKDIR` first.";
  const fixed = docker.replace(
    "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
    "WORKDIR /app\nCOPY pnpm-lock.yaml /app\n",
  );

  it("names lines moved while the two named stay in their order", () => {
    const moved = docker.replace(
      "WORKDIR /app\nRUN pnpm fetch --prod\n",
      "RUN pnpm fetch --prod\nWORKDIR /app\n",
    );
    expect(findCodeSampleChanges(page(docker, moved), "docs", instruction)).toEqual([
      "docker.md:11: the change moves lines of this code block, and `COPY pnpm-lock.yaml /app` and `WORKDIR /app`, which the instruction names, stay in the order they had",
    ]);
  });

  it("names another block reordered as well", () => {
    const both = fixed.replace("WORKDIR /app\nCOPY . /app\n", "COPY . /app\nWORKDIR /app\n");
    expect(findCodeSampleChanges(page(docker, both), "docs", instruction)).toEqual([
      "docker.md:3: the change reorders this code block too, while the lines the instruction names are in another",
    ]);
  });

  it("leaves alone the order the instruction asks for", () => {
    expect(findCodeSampleChanges(page(docker, fixed), "docs", instruction)).toEqual([]);
  });
});

describe("code samples rewritten with durations written in another form", () => {
  const config = "# Config\n\n```yaml\nsdk:\n  refresh_interval: 60s   # the default\n```\n";
  const after = config.replace("60s", "30s");

  it("takes a duration the instruction gives in words as given in its short form", () => {
    expect(
      findCodeSampleChanges(
        page(config, after),
        "docs",
        "SDKs now refresh every 30 seconds by default, not 60.",
      ),
    ).toEqual([]);
  });

  it("still names a duration the instruction does not give", () => {
    expect(
      findCodeSampleChanges(page(config, after), "docs", "SDKs now refresh every 45 seconds."),
    ).toEqual([
      "docker.md:3: the change rewrites `60s` as `30s` in a code sample, and the instruction gives neither",
    ]);
  });
});

describe("code samples that count a duration in seconds", () => {
  const sign =
    '# Thumbnails\n\n```python\nurl = client.sign("videos/a.mp4", expires_in=3600)\n```\n';

  it("takes the instruction's old and new durations as the seconds a sample counts", () => {
    expect(
      findCodeSampleChanges(
        page(sign, sign.replace("3600", "86400")),
        "docs",
        "Signed URLs are now valid for 24 hours, not 1 hour.",
      ),
    ).toEqual([]);
  });

  it("still names seconds the instruction's durations are not", () => {
    expect(
      findCodeSampleChanges(
        page(sign, sign.replace("3600", "7200")),
        "docs",
        "Signed URLs are now valid for 24 hours, not 1 hour.",
      ),
    ).toEqual([
      "docker.md:3: the change rewrites `expires_in=3600)` as `expires_in=7200)` in a code sample, and the instruction gives neither",
    ]);
  });
});
