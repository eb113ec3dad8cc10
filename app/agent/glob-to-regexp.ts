/**
 * A glob as a regular expression over `/`-separated paths: `*` and `?` stay within one folder,
 * `**` crosses folders, `{a,b}` picks one of several.
 */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  let inBraces = false;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "*") {
      if (glob[i + 1] === "*") {
        i++;
        if (glob[i + 1] === "/") {
          i++;
          source += "(?:.*/)?";
        } else {
          source += ".*";
        }
      } else {
        source += "[^/]*";
      }
    } else if (char === "?") {
      source += "[^/]";
    } else if (char === "{") {
      inBraces = true;
      source += "(?:";
    } else if (char === "}" && inBraces) {
      inBraces = false;
      source += ")";
    } else if (char === "," && inBraces) {
      source += "|";
    } else {
      source += char.replace(/[.+^$()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}
