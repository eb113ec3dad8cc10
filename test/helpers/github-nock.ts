import nock from "nock";

export const GITHUB_API = "https://api.github.com";

/** Blocks every real network call; only the servers the tests start on 127.0.0.1 are reachable. */
export function isolateNetwork(): void {
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
}

export function nockGetRepoInstallation(
  owner: string,
  repo: string,
  installationId: number | null,
) {
  const scope = nock(GITHUB_API).get(`/repos/${owner}/${repo}/installation`);
  return installationId === null
    ? scope.reply(404, { message: "Not Found" })
    : scope.reply(200, { id: installationId, account: { login: owner } });
}
