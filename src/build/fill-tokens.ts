/**
 * Puts business details into copy that is written once as data (the legal pages): every
 * `{{name}}` in `html` becomes the HTML-escaped `values[name]`. A token without a value throws,
 * so a typo in the copy fails the build instead of showing braces to visitors.
 */
export function fillTokens(html: string, values: Readonly<Record<string, string | number>>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} (known: ${Object.keys(values).join(', ')})`);
    return escapeHtml(String(value));
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
