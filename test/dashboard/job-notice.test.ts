import { describe, expect, it } from "vitest";
import { jobNotice } from "../../app/dashboard/job-pages.routes.tsx";

describe("the job page's banner after an action", () => {
  it("says the job started only while it is still active, so a reload after the run ends drops it", () => {
    expect(jobNotice("created", "active")).toMatch(/^Job started/);
    for (const status of ["completed", "failed", "archived"] as const) {
      expect(jobNotice("created", status)).toBeUndefined();
      expect(jobNotice("followed-up", status)).toBeUndefined();
    }
    expect(jobNotice("followed-up", "active")).toMatch(/^Follow-up sent/);
  });

  it("keeps the archive banners, and ignores what it does not know", () => {
    expect(jobNotice("archived", "archived")).toMatch(/^Job archived/);
    expect(jobNotice("toString", "active")).toBeUndefined();
    expect(jobNotice(undefined, "active")).toBeUndefined();
  });
});
