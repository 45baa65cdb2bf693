/** Fills each `{{name}}` of `html` with the HTML-escaped `values[name]`; an unknown token fails the build. */
export function fillTokens(html: string, values: Readonly<Record<string, string | number>>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} (known: ${Object.keys(values).join(', ')})`);
    return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  });
}
