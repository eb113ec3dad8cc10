import { describe, expect, it } from "vitest";
import { withoutDigitGroups } from "../../../app/agent/review/digit-groups.ts";

describe("numbers written in thousands groups", () => {
  it("writes a number grouped by commas or spaces as plain digits", () => {
    expect(withoutDigitGroups("from 500 to 2,000 a second")).toBe("from 500 to 2000 a second");
    expect(withoutDigitGroups("až 12 000 pixelů, dříve 8\u00a0192")).toBe(
      "až 12000 pixelů, dříve 8192",
    );
    expect(withoutDigitGroups("1,250,000 rows")).toBe("1250000 rows");
  });

  it("leaves lists, decimals and versions as they are", () => {
    expect(withoutDigitGroups("ports 80, 443 and 8080")).toBe("ports 80, 443 and 8080");
    expect(withoutDigitGroups("version 1.2,345 and 2.5")).toBe("version 1.2,345 and 2.5");
    expect(withoutDigitGroups("12,0000 is no group")).toBe("12,0000 is no group");
  });
});
