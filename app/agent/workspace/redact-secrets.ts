/**
 * Credentials by their shape, each with a fixed prefix and a bounded body so that every pattern
 * runs in time linear in the text (a tool result can be 16,000 characters of repository text).
 * Written here rather than taken from a scanner's rule set: the scanners on the registry ship
 * their rules inside asynchronous engines whose expressions are not vetted for linear time, and
 * these run on every tool result on the server's main thread. The shapes are the issuers'
 * documented token formats; documentation examples (`…EXAMPLE`, `xxxx`) are kept.
 */
const tokenPatterns: RegExp[] = [
  // AWS access key ids.
  /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g,
  // GitHub tokens: classic, OAuth, user-to-server, server-to-server, refresh, fine-grained.
  /\bgh[pousr]_[A-Za-z0-9]{36,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g,
  // GitLab personal, deploy and runner tokens.
  /\bgl(?:pat|dt|rt|ptt)-[A-Za-z0-9_-]{20,100}\b/g,
  // Slack tokens and webhooks.
  /\bxox[abposre]-[A-Za-z0-9-]{10,250}/g,
  /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,200}/g,
  // Google API keys and OAuth client secrets.
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\bGOCSPX-[0-9A-Za-z_-]{20,100}\b/g,
  // Stripe secret and restricted keys.
  /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,247}\b/g,
  // Model providers' keys (OpenAI, Anthropic).
  /\bsk-(?:ant-(?:api|admin)\d{2}-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,300}/g,
  // npm, PyPI, Docker Hub, SendGrid, Twilio, Shopify, Hugging Face.
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  /\bpypi-[A-Za-z0-9_-]{50,300}/g,
  /\bdckr_pat_[A-Za-z0-9_-]{20,100}/g,
  /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g,
  /\bSK[0-9a-f]{32}\b/g,
  /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g,
  /\bhf_[A-Za-z0-9]{34,40}\b/g,
  // JSON Web Tokens (three base64url parts, the first a JSON header).
  /\beyJ[A-Za-z0-9_-]{10,2000}\.eyJ[A-Za-z0-9_-]{10,4000}\.[A-Za-z0-9_-]{10,1000}/g,
];

/** A password in an address: `scheme://user:password@host`. */
const addressPassword = /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,100}:)([^\s@/]{1,200})@/gi;

const REDACTED = "[secret removed by Inkwell]";

/** Whether a match is a documentation example rather than a live credential. */
function isExample(value: string): boolean {
  return /example|x{6,}|0{8,}|placeholder|your[-_]?/i.test(value);
}

/**
 * The text with every credential Inkwell recognises replaced by a marker: private key blocks,
 * tokens of the common issuers, passwords in addresses. Applied to every tool result before the
 * model sees it, so that a secret in a file the name list does not catch stays on the server.
 */
export function redactSecrets(text: string): string {
  let out = redactPrivateKeys(text);
  for (const pattern of tokenPatterns) {
    out = out.replace(pattern, (match) => (isExample(match) ? match : REDACTED));
  }
  return out.replace(addressPassword, (match, head: string, password: string) =>
    isExample(password) || /^[<$%{]/.test(password) ? match : `${head}${REDACTED}@`,
  );
}

/** `-----BEGIN … PRIVATE KEY-----` to its END line, found with indexOf: linear in the text. */
function redactPrivateKeys(text: string): string {
  if (!text.includes("PRIVATE KEY")) return text;
  let out = "";
  let at = 0;
  for (;;) {
    const begin = text.indexOf("-----BEGIN ", at);
    if (begin < 0) break;
    const headerEnd = text.indexOf("-----", begin + 11);
    if (headerEnd < 0 || headerEnd - begin > 80) {
      out += text.slice(at, begin + 11);
      at = begin + 11;
      continue;
    }
    const label = text.slice(begin + 11, headerEnd);
    if (!label.endsWith("PRIVATE KEY")) {
      out += text.slice(at, headerEnd + 5);
      at = headerEnd + 5;
      continue;
    }
    const footer = `-----END ${label}-----`;
    const end = text.indexOf(footer, headerEnd + 5);
    out += `${text.slice(at, begin)}${REDACTED}`;
    // A key cut off (a range read) is removed to the end of the text.
    at = end < 0 ? text.length : end + footer.length;
  }
  return out + text.slice(at);
}
