/** What an API key may do: `read` is GET (and HEAD), `write` everything else. */
export const apiScopes = ["read", "write"] as const;
export type ApiScope = (typeof apiScopes)[number];
