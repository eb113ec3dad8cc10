import { describe, expect, it } from "vitest";
import {
  codeBlock,
  codeSpan,
  refusalReplyBody,
  runReplyBody,
} from "../../app/jobs/comment-reply-body.ts";
import { describeJobOutcome } from "../../shared/api/describe-job-outcome.ts";

const link = { commentUrl: "https://github.com/acme/docs/pull/7#issuecomment-1" };

describe("comment reply bodies", () => {
  it("fences text with more backticks than any run inside it, so the text cannot close the block", () => {
    const text = "before\n````\n@octocat [x](https://evil.example)\n```";
    const block = codeBlock(text);
    expect(block).toBe(`\`\`\`\`\`text\n${text}\n\`\`\`\`\``);
  });

  it("replaces control characters, and keeps newlines and tabs", () => {
    expect(codeBlock("a\u0007b\r\nc\td\u001b[31m")).toBe("```text\na\uFFFDb\nc\td\uFFFD[31m\n```");
  });

  it("puts any file name in a code span on one line", () => {
    expect(codeSpan("docs/a.md")).toBe("`docs/a.md`");
    expect(codeSpan("docs/`x`.md")).toBe("``docs/`x`.md``");
    expect(codeSpan("`x")).toBe("`` `x ``");
    expect(codeSpan("a\nb")).toBe("`a\uFFFDb`");
  });

  it("replies to a run that asked with the question and the choices as code, says nothing changed and how to answer", () => {
    const body = runReplyBody(
      {
        outcome: "asked",
        question: {
          text: "Which limit should change? cc @octocat <img src=x>",
          choices: ["The rate limit in `guides/limits.md`", "[upload](https://evil.example)"],
        },
        prLink: "https://github.com/acme/docs/pull/7",
      },
      link,
      "inkwell-reply:1",
    );
    expect(body).toBe(
      [
        "<!-- inkwell-reply:1 -->",
        "Inkwell needs an answer before it acts on [this comment](https://github.com/acme/docs/pull/7#issuecomment-1): the agent changed nothing, because the instruction leaves open which content or what value to change.",
        "",
        "**Needs input: the agent asks a question before it changes anything more; the pull request is as it was.**",
        "",
        "The agent asks:",
        "",
        "```text\nWhich limit should change? cc @octocat <img src=x>\n```",
        "",
        "What it found in the docs (answer with one of these, or anything else):",
        "",
        "- `` The rate limit in `guides/limits.md` ``",
        "- `[upload](https://evil.example)`",
        "",
        "Answer with a new comment that starts with `@inkwell`: the agent goes on with your answer on this pull request.",
      ].join("\n"),
    );
  });

  it("shortens a long summary", () => {
    const body = runReplyBody(
      { outcome: "finished", summary: "x".repeat(10_000), prLink: null, commitSha: null },
      link,
      "m",
    );
    expect(body.length).toBeLessThan(3_500);
    expect(body).toContain("x…\n```");
  });

  it("lists at most thirty files", () => {
    const changedFiles = Array.from({ length: 40 }, (_, i) => ({
      path: `docs/p${i}.md`,
      change: "added" as const,
    }));
    const body = runReplyBody(
      {
        outcome: "finished",
        summary: "Added pages.",
        prLink: "https://github.com/acme/docs/pull/7",
        commitSha: "abcdef0123456",
        changedFiles,
      },
      link,
      "m",
    );
    expect(body).toContain("- `docs/p29.md` (added)");
    expect(body).not.toContain("docs/p30.md");
    expect(body).toContain("- and 10 more");
  });

  it("links no commit whose id or pull request address is not what Inkwell would store", () => {
    const body = runReplyBody(
      {
        outcome: "finished",
        summary: "s",
        prLink: "https://github.com/acme/docs/pull/7",
        commitSha: "](https://evil.example)",
      },
      link,
      "m",
    );
    expect(body).not.toContain("evil");
    expect(body).toContain("pushed a commit.");
  });

  it("says how the run ended in the words the API's clients and the dashboard use", () => {
    const job = {
      status: "completed",
      prLink: "https://github.com/acme/docs/pull/7",
      prState: "draft",
      ending: "stopped_early",
      openFindings: null,
    } as const;
    const body = runReplyBody(
      {
        outcome: "finished",
        summary: "s",
        prLink: job.prLink,
        commitSha: "abc1234def",
        ending: "stopped_early",
        draft: true,
        openFindings: null,
      },
      link,
      "m",
    );
    expect(body).toContain(`**${describeJobOutcome(job)}.**`);
    expect(body).toContain("**Stopped early: the changes so far are in a draft pull request.**");
  });

  it("says why a run stopped early and that the pull request was left a draft", () => {
    const body = runReplyBody(
      {
        outcome: "finished",
        summary: "Half done.",
        prLink: "https://github.com/acme/docs/pull/7",
        commitSha: "abcdef1234567",
        ending: "stopped_early",
        draft: true,
        openFindings: 0,
        stoppedEarly: "The run reached its limit of 40 steps.",
      },
      link,
      "m",
    );
    expect(body).toContain("**Stopped early: the changes so far are in a draft pull request.**");
    expect(body).toContain(
      "The run stopped before the agent finished, so the pull request was left a draft:\n\n```text\nThe run reached its limit of 40 steps.\n```",
    );
  });

  it("names at most the kept problems of a draft and says how many more the pull request lists", () => {
    const findings = Array.from({ length: 10 }, (_, i) => ({
      path: "docs/a.md",
      line: i + 1,
      rule: "link-broken",
      message: `@octocat [x](https://evil.example/${i})`,
    }));
    const body = runReplyBody(
      {
        outcome: "finished",
        summary: "Done.",
        prLink: "https://github.com/acme/docs/pull/7",
        commitSha: null,
        ending: "finished",
        draft: true,
        openFindings: 14,
        findings,
      },
      link,
      "m",
    );
    expect(body).toContain("the docs check reports 14 problems on it:");
    expect(body).toContain(
      "- `docs/a.md:10` `link-broken`: `@octocat [x](https://evil.example/9)`",
    );
    expect(body).toContain("- and 4 more, listed in the pull request");
  });

  it("cuts anything shaped like a credential out of a failure's reason", () => {
    const body = runReplyBody(
      {
        outcome: "failed",
        error:
          "GitHub refused with token ghs_abcdefghijklmnop1234 and ink_ABCDEFGHIJKLMNOPQRSTUV, sk-ant-api03-abcdefghijkl, Authorization: Bearer abc.def.ghijklmnop -----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY----- done",
      },
      link,
      "m",
    );
    expect(body).not.toMatch(/ghs_|ink_|sk-ant|abc\.def|MIIE/);
    expect(body).toContain("GitHub refused with token [redacted]");
    expect(body).toContain("done");
  });

  it("words every refusal without repeating the comment", () => {
    const bodies = [
      refusalReplyBody({ reason: "no_permission" }, link),
      refusalReplyBody({ reason: "invalid_instruction", problem: "must not be empty" }, link),
      refusalReplyBody({ reason: "archived" }, link),
      refusalReplyBody({ reason: "rate_limited", retryAfterSeconds: 125 }, link),
      refusalReplyBody({ reason: "unavailable", retryable: false }, link),
    ];
    for (const body of bodies) expect(body).toContain(`[this comment](${link.commentUrl})`);
    expect(bodies[3]).toContain("comment in about 3 minute(s)");
    expect(bodies[4]).not.toMatch(/INKWELL_|API key|APP_ID/);
  });
});
