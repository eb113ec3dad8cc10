import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { unsourcedListValues } from "../../../app/agent/review/sample-list-values.ts";

const policies =
  '# Policies\n\n| `read` | Reading. |\n| `list` | Listing. |\n\n```json\n{ "path": "kv/apps/*", "capabilities": ["create", "read"] }\n```\n';
const page = (after: string): FileChange[] => [
  { path: "docs/policies.md", change: "modified", before: policies, after } as FileChange,
];
const added = (list: string) =>
  `${policies}\n## Example\n\n\`\`\`json\n{ "path": "kv/ci/*", "capabilities": ${list} }\n\`\`\`\n`;
const instruction = "Add a policy that gives the CI role read-only access to `kv/ci/`.";

describe("words written into a list the repository's samples give", () => {
  it("names a value no file and no quotation of the instruction writes", () => {
    expect(unsourcedListValues(page(added('["read-only"]')), [], instruction)).toEqual([
      "capabilities: read-only",
    ]);
  });

  it("leaves values a file writes as code, and lists of a key no sample had", () => {
    expect(unsourcedListValues(page(added('["read", "list"]')), [], instruction)).toEqual([]);
    const tags = `${policies}\n\`\`\`yaml\ntags: [ci, nightly]\n\`\`\`\n`;
    expect(unsourcedListValues(page(tags), [], instruction)).toEqual([]);
  });
});
