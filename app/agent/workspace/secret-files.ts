/**
 * Files the agent never reads, lists or searches, wherever they lie: environment files,
 * private keys and credential stores. Reading source code to document it must not become a way
 * to copy a secret into a pull request, so this list refuses by name, whatever the file holds.
 * `.env` examples are refused too: teams often commit real values in them.
 */
const secretNames =
  /^(\.env(\..*)?|.*\.env|\.npmrc|\.yarnrc(\.yml)?|\.pypirc|\.netrc|_netrc|\.pgpass|\.htpasswd|\.git-credentials|\.dockercfg|(credentials|secrets?)(\.(json|ya?ml|toml|ini|txt|xml|cfg|conf))?|id_(rsa|dsa|ecdsa|ed25519)(\.pub)?|.*\.(pem|key|p12|pfx|jks|keystore|kdbx|tfvars|tfstate|ovpn|asc|gpg))$/i;

/** Folders that hold credentials as a whole (a user's SSH, cloud and GnuPG settings). */
const secretFolders = new Set([".ssh", ".aws", ".gnupg", ".azure", ".kube", ".docker"]);

/** Whether a repository path names a secret file: never shown to the model. */
export function isSecretPath(repoPath: string): boolean {
  const segments = repoPath.split("/");
  const name = segments.at(-1) ?? "";
  if (secretNames.test(name)) return true;
  return segments.slice(0, -1).some((segment) => secretFolders.has(segment.toLowerCase()));
}
