import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { redactSecrets } from "../../../app/agent/workspace/redact-secrets.ts";
import { isSecretPath } from "../../../app/agent/workspace/secret-files.ts";

const githubToken = `ghp_${"A1b2C3d4E5".repeat(4)}`;
const privateKey =
  "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\nabc\n-----END RSA PRIVATE KEY-----";

describe("secret files and secrets in files", () => {
  it.each([
    ".envrc",
    ".dev.vars",
    ".secrets",
    "infra/prod.tfvars.json",
    "deploy/.dockerconfigjson",
    "kubeconfig",
    "ops/cluster.kubeconfig",
    "site/wp-config.php",
    "client_secret_1234.apps.googleusercontent.com.json",
    "service-account.json",
    "config/database.yml",
    "keys/AuthKey_ABC.p8",
  ])("never shows %s to the model", (path) => {
    expect(isSecretPath(path)).toBe(true);
  });

  it("still shows pages that merely talk about secrets", () => {
    expect(isSecretPath("docs/secrets.md")).toBe(false);
    expect(isSecretPath("docs/guides/database.md")).toBe(false);
  });

  it("removes tokens, private keys and passwords in addresses, and keeps documented examples", () => {
    const text = [
      `token = "${githubToken}"`,
      '{"type": "service_account", "private_key": "KEY"}'.replace("KEY", privateKey),
      "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
      "AWS_ACCESS_KEY_ID=AKIAQWERTYUIOPASDFGH",
      "DATABASE_URL=postgres://app:s3cr3t-Passw0rd@db.internal/app",
      "DATABASE_URL=postgres://app:<password>@db.internal/app",
    ].join("\n");
    const out = redactSecrets(text);
    expect(out).not.toContain(githubToken);
    expect(out).not.toContain("MIIEowIBAAKCAQEA7");
    expect(out).not.toContain("AKIAQWERTYUIOPASDFGH");
    expect(out).not.toContain("s3cr3t-Passw0rd");
    expect(out).toContain("AKIAIOSFODNN7EXAMPLE");
    expect(out).toContain("postgres://app:<password>@db.internal/app");
  });

  it("redacts a secret in a file the name list lets through before the model reads it", async () => {
    const { tree } = fixtureWorkingTree([
      fixtureFile("docs/setup.md", `# Setup\n\nexport GITHUB_TOKEN=${githubToken}\n`),
    ]);
    const { model } = await runScriptedLoop(
      tree,
      [
        { calls: [["read_file", { path: "setup.md" }]] },
        { calls: [["search_text", { pattern: "GITHUB_TOKEN" }]] },
        { calls: [["finish", { summary: "s", prTitle: "t" }]] },
      ],
      { maxSteps: 5 },
    );
    const seen = JSON.stringify([toolResultsSeen(model, 1), toolResultsSeen(model, 2)]);
    expect(seen).toContain("GITHUB_TOKEN");
    expect(seen).toContain("[secret removed by Inkwell]");
    expect(seen).not.toContain(githubToken);
  });
});
