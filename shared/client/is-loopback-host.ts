import { isIPv4 } from "node:net";

/**
 * True for a host that never leaves the machine: `localhost`, 127.0.0.0/8 and ::1, given as WHATWG
 * `URL.hostname` writes them (IPv4 in dotted form, IPv6 in brackets), so `127.1` or
 * `[0:0:0:0:0:0:0:1]` have already become `127.0.0.1` and `[::1]`.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === "localhost" || hostname === "[::1]") return true;
  return isIPv4(hostname) && hostname.startsWith("127.");
}
