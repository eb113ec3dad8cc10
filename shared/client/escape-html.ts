/** For values already validated (a job id, a pull request URL, a path): only HTML's own characters are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
