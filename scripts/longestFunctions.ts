/**
 * Lists the longest functions (any function, method, arrow or accessor with a body, counted in
 * lines from its first to its last) in the given files or folders, longest first, so the size
 * targets for core ("no function over 120 lines") can be measured and kept.
 *
 * Usage: `npx tsx scripts/longestFunctions.ts core/src` — prints `lines file:line name` for the
 * top 5 (`TOP=20` for more).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((entry) =>
    entry === 'node_modules' ? [] : sourceFiles(join(path, entry)),
  );
}

/** A function's name as a reader finds it: its own, or the variable or property it is bound to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return '(anonymous)';
}

const rows: { lines: number; where: string }[] = [];
const paths = process.argv.slice(2);
for (const file of paths.flatMap(sourceFiles).filter((file) => /\.tsx?$/.test(file))) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      rows.push({ lines: last - first + 1, where: `${file}:${first + 1} ${nameOf(node)}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
rows.sort((a, b) => b.lines - a.lines);
for (const { lines, where } of rows.slice(0, Number(process.env.TOP ?? 5)))
  console.log(lines, where);
