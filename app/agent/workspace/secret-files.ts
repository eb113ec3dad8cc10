/**
 * Files the agent never reads, lists or searches, wherever they lie: environment files,
 * private keys and credential stores. Reading source code to document it must not become a way
 * to copy a secret into a pull request, so this list refuses by name, whatever the file holds
 * (what a file holds is redacted too, see `redactSecrets`). `.env` examples are refused too:
 * teams often commit real values in them.
 */
const secretNames = new RegExp(
  `^(?:${[
    // Environment files: dotenv, direnv, Cloudflare's .dev.vars, Serverless' .secrets.
    "\\.env(?:\\..*)?",
    ".*\\.env",
    "\\.envrc",
    "\\.dev\\.vars(?:\\..*)?",
    "\\.secrets?(?:\\..*)?",
    "\\.flaskenv",
    // Package registry and tool credentials.
    "\\.npmrc",
    "\\.yarnrc(?:\\.yml)?",
    "\\.pypirc",
    "\\.netrc",
    "_netrc",
    "\\.pgpass",
    "\\.my\\.cnf",
    "\\.htpasswd",
    "htpasswd",
    "\\.git-credentials",
    "\\.dockercfg",
    "\\.dockerconfigjson",
    "\\.s3cfg",
    "\\.boto",
    "\\.vault-token",
    "\\.terraformrc",
    "terraform\\.rc",
    "\\.sentryclirc",
    "auth\\.json",
    // Cluster and cloud credentials.
    "kubeconfig(?:\\..*)?",
    ".*\\.kubeconfig",
    "client_secrets?(?:[-_.].*)?\\.json",
    "service[-_]?account(?:[-_.].*)?\\.json",
    "application_default_credentials\\.json",
    "gcloud[-_]?key\\.json",
    // Application configuration that holds passwords by convention.
    "wp-config\\.php",
    "database\\.ya?ml",
    "credentials\\.ya?ml\\.enc",
    "master\\.key",
    "(?:credentials|secrets?)(?:\\.(?:json|ya?ml|toml|ini|txt|xml|cfg|conf))?",
    // Keys and key stores.
    "id_(?:rsa|dsa|ecdsa|ed25519)(?:\\.pub)?",
    ".*\\.(?:pem|key|p8|p12|pfx|ppk|jks|keystore|keytab|kdbx|tfvars|tfvars\\.json|tfstate|tfstate\\.backup|ovpn|asc|gpg)",
  ].join("|")})$`,
  "i",
);

/** Folders that hold credentials as a whole (a user's SSH, cloud and GnuPG settings). */
const secretFolders = new Set([".ssh", ".aws", ".gnupg", ".azure", ".kube", ".docker"]);

/** Whether a repository path names a secret file: never shown to the model. */
export function isSecretPath(repoPath: string): boolean {
  const segments = repoPath.split("/");
  const name = segments.at(-1) ?? "";
  if (secretNames.test(name)) return true;
  return segments.slice(0, -1).some((segment) => secretFolders.has(segment.toLowerCase()));
}
