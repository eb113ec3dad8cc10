import { describe, expect, it } from "vitest";
import { formatBytes } from "../app/format-bytes.ts";

describe("formatBytes", () => {
  it("names whole MiB without decimals, other sizes in the unit that reads best", () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MiB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MiB");
    expect(formatBytes(256 * 1024)).toBe("256 KiB");
    expect(formatBytes(1536)).toBe("2 KiB");
    expect(formatBytes(512)).toBe("512 bytes");
  });
});
