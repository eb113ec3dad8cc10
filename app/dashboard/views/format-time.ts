/** "2026-11-02 10:00 UTC": the dashboard shows every instant in UTC, like the API. */
export function formatInstant(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "3 minutes ago", "in 5 days": rough, for scanning a list; the exact instant is beside it. */
export function formatRelative(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  const units: [number, string][] = [
    [365 * 86_400, "year"],
    [30 * 86_400, "month"],
    [86_400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  const [size, unit] = units.find(([unitSeconds]) => magnitude >= unitSeconds) ?? [1, ""];
  if (unit === "") return "just now";
  const count = Math.floor(magnitude / size);
  const text = `${count} ${unit}${count === 1 ? "" : "s"}`;
  return seconds < 0 ? `${text} ago` : `in ${text}`;
}

/** 12,345 */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
