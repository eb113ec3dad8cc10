/**
 * A byte count as people read it, in binary units: `4 MiB` (whole), `1.5 MiB`, `12 KiB`, or
 * `512 bytes` below one KiB.
 */
export function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (mib >= 1) return Number.isInteger(mib) ? `${mib} MiB` : `${mib.toFixed(1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}
