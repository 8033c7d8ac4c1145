/**
 * Lists the import circles of the whole repository: every group of source files that reach each
 * other through their imports (a strongly connected component of the import graph with more than
 * one file, or a file that imports itself).
 *
 * Usage: `npx tsx scripts/importCircles.ts` — prints each circle, then `circles: N`; exits 1 when
 * there is one or more.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => sourceFile.test(file) && !file.split('/').includes('node_modules'))
  .filter((file) => existsSync(join(root, file)));
const known = new Set(files);

/** The workspace packages' entry points (`@showroom/app/render`…), each with the file it names. */
const packages = new Map<string, string>();
for (const workspace of ['core', 'api-client', 'ui', 'app', 'api-server', 'widget', 'host']) {
  const manifest = join(root, workspace, 'package.json');
  if (!existsSync(manifest)) continue;
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name: string;
    exports?: Record<string, string>;
  };
  for (const [path, entry] of Object.entries(json.exports ?? {}))
    packages.set(path === '.' ? json.name : `${json.name}${path.slice(1)}`, join(workspace, entry));
}

function candidates(base: string): string[] {
  const stripped = base.replace(/\.(js|jsx|mjs)$/, '');
  const stems = [base, stripped];
  const endings = [
    '',
    '.ts',
    '.tsx',
    '.mts',
    '.js',
    '.jsx',
    '/index.ts',
    '/index.tsx',
    '/index.js',
  ];
  return stems.flatMap((stem) => endings.map((ending) => stem + ending));
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = relative(root, join(root, dirname(from), specifier));
  else if (packages.has(specifier)) return packages.get(specifier);
  if (base === undefined) return undefined;
  return candidates(base).find((candidate) => known.has(candidate));
}

const graph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const targets = info.importedFiles
    .map((imported) => resolveImport(file, imported.fileName))
    .filter((target): target is string => target !== undefined);
  graph.set(file, [...new Set(targets)]);
}

/** Tarjan's strongly connected components, iteratively so deep graphs do not overflow. */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) found.push(component.sort());
      }
    }
  }
  return found;
}

const found = circles();
for (const circle of found) console.log(circle.join(' ↔ '));
console.log(`files: ${files.length}, circles: ${found.length}`);
process.exitCode = found.length > 0 ? 1 : 0;
