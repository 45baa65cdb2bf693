import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// The functions and the shared code write no sentence of their own: every word a person reads
// is in src/i18n, and netlify/ takes its words from src/i18n/api.ts. Log lines are not words
// (src/i18n/api.ts says why): `console.*` calls, the `[label] …` texts handed to them, and the
// messages of errors thrown only to be logged (`new …Error(…)`).
const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['netlify', 'src/lib'];

/** Two words or more, the second in lower case: a sentence or a phrase, not a name or a header. */
const SENTENCE = /\p{L}+[,.:!?]? +\p{Ll}{2,}/u;
const LOG_LABEL = /^\[[\w-]+\] /;

/** The text of a string literal, or a template's own text with `{}` for each of its values. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
  return undefined;
}

/** Whether `node` is inside a `console.*` call or an error made for the log. */
function isForTheLog(node: ts.Node, source: ts.SourceFile): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) && /^console\.\w+$/.test(parent.expression.getText(source))) return true;
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText(source))) return true;
  }
  return false;
}

/** Every text of `code` that reads like a sentence and is not a log line, as `line: text`. */
function sentencesIn(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = textOf(node);
    if (text === undefined) return void ts.forEachChild(node, visit);
    const isModuleName = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
    if (!isModuleName && SENTENCE.test(text) && !LOG_LABEL.test(text) && !isForTheLog(node, source)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${text}`);
    }
  };
  visit(source);
  return found;
}

const files = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?ts$/.test(file))
    .map((file) => path.join(folder, file))
);

describe('words live in src/i18n', () => {
  test('netlify/ and src/lib write no sentence of their own', () => {
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      sentencesIn(file, readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`)
    );
    expect(found).toEqual([]);
  });

  test('a sentence written in the code is found; log lines and errors for the log are not', () => {
    const planted = [
      "import { api } from '../../src/i18n/api.ts';",
      "const missing = 'Inquiry not found.';",
      'const wait = `Try again in ${n} minutes.`;',
      "console.error('[contact] the inquiry could not be stored', cause);",
      'console.log(`[daily] deleted ${n} completed inquiries`);',
      "deliver(inquiry, channels, '[notify] inquiry was not notified');",
      'throw new StoreBusyError(`${key} kept changing under concurrent writes`);',
      "const headers = { 'Content-Type': 'text/csv; charset=utf-8; header=present', from: 'Google Ads' };",
      "throw new Refusal(409, 'This passkey is already registered.');",
    ].join('\n');
    expect(sentencesIn('planted.ts', planted)).toEqual([
      '2: Inquiry not found.',
      '3: Try again in {} minutes.',
      '9: This passkey is already registered.',
    ]);
  });
});
