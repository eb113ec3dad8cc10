import type { ApiScope } from "../projects/api-scope.ts";

export interface AuthContext {
  projectId: string;
  keyId: string;
  scopes: ApiScope[];
}

/** The Hono environment of every Inkwell route. */
export type HttpEnv = {
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
};
