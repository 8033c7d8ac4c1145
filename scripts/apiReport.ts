/**
 * The public surface of each published package as a committed report (decision 0904):
 * `<package>/api-report.d.ts` lists every name its entry exports, with the type the compiler
 * gives it, sorted by name. A change to the surface shows in review as a change to the report;
 * `scripts/apiReport.slow.test.ts` fails when the report is stale, and when it changed since the base
 * branch without a changeset for the package.
 *
 *   npx tsx scripts/apiReport.ts          # writes the reports
 *   npx tsx scripts/apiReport.ts --check  # exits 1 when a report is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { PUBLISHED, ROOT } from './outsideProject.ts';

export const reportPath = (folder: string) => join(ROOT, folder, 'api-report.d.ts');

const FLAGS = ts.TypeFormatFlags.NoTruncation;

/** One exported name as a declaration line. */
function describe(checker: ts.TypeChecker, symbol: ts.Symbol, node: ts.Node): string {
  const name = symbol.getName();
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const lines: string[] = [];
  if (target.flags & ((ts.SymbolFlags.Value & ~ts.SymbolFlags.Class) | ts.SymbolFlags.Class)) {
    const type = checker.getTypeOfSymbolAtLocation(target, node);
    lines.push(`export declare const ${name}: ${checker.typeToString(type, node, FLAGS)};`);
  }
  if (target.flags & ts.SymbolFlags.Type) {
    const declaration = target.declarations?.[0];
    if (
      declaration &&
      (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))
    ) {
      // The declaration as written, without its comments or its own export keyword.
      const printer = ts.createPrinter({ removeComments: true });
      const text = printer
        .printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile())
        .replace(/^export\s+/, '')
        .replace(/^(type|interface)\s+\w+/, `$1 ${name}`);
      lines.push(`export ${text}`);
    } else {
      const type = checker.getDeclaredTypeOfSymbol(target);
      lines.push(`export type ${name} = ${checker.typeToString(type, node, FLAGS)};`);
    }
  }
  return lines.join('\n');
}

/**
 * A package's subpath entries (`@showroom/core/finance` …) with the source each points at in the
 * repository: every `exports` key but `.` and `./package.json`.
 */
export function subpathEntries(folder: keyof typeof PUBLISHED): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
  };
  return Object.entries(manifest.exports).flatMap(([key, target]) =>
    key === '.' || key === './package.json' || typeof target === 'string'
      ? []
      : [[key.slice(2), target['@showroom/source']!] as [string, string]],
  );
}

/**
 * The report of one package: its entry's exports, sorted, one declaration each; then, for each
 * subpath entry, the names it exports (each also exported by the package's entry).
 */
export function apiReport(folder: keyof typeof PUBLISHED): string {
  const entry = join(ROOT, folder, 'src/index.ts');
  const subpaths = subpathEntries(folder).map(
    ([name, source]) => [name, join(ROOT, folder, source)] as const,
  );
  const base = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram([entry, ...subpaths.map(([, file]) => file)], {
    ...base.options,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  const body = exports
    .map((symbol) => describe(checker, symbol, source))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('\n')
    .replaceAll(`${ROOT}/`, '');
  const entries = subpaths.map(([name, file]) => {
    const names = checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
      .map((symbol) => symbol.getName())
      .sort();
    return `// ${PUBLISHED[folder]}/${name} (${names.length} names): ${names.join(', ')}\n`;
  });
  return `// The public surface of ${PUBLISHED[folder]} (${exports.length} names), written by scripts/apiReport.ts: do not edit.\n${body}\n${entries.join('')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const folder of Object.keys(PUBLISHED) as (keyof typeof PUBLISHED)[]) {
    const report = apiReport(folder);
    const path = reportPath(folder);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // No report yet.
    }
    if (current === report) continue;
    if (check) {
      console.error(`${path} is stale: run npx tsx scripts/apiReport.ts and add a changeset.`);
      stale += 1;
    } else writeFileSync(path, report);
  }
  process.exitCode = stale > 0 ? 1 : 0;
}
