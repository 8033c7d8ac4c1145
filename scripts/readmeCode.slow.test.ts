/**
 * The TypeScript of the packages' READMEs compiles (decision 0903): every ```ts block
 * of core/README.md and api-client/README.md, type-checked under strict flags against the
 * packages' sources. The blocks of one section are one module, in order (a later block may use
 * what an earlier one declared); the package's values a section names are imported for it, and
 * anything else it uses (a vehicle, the client) it declares itself, as the README shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './outsideProject.ts';

type Section = { heading: string; code: string; lines: number[] };

/** The ```ts blocks of a Markdown file, joined by section (## heading), with their line numbers. */
export function readmeSections(markdown: string): Section[] {
  const sections: Section[] = [];
  let heading = '(top)';
  let block: string[] | null = null;
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    if (block === null && line.startsWith('## ')) heading = line.slice(3);
    else if (block === null && /^```ts\s*$/.test(line)) block = [];
    else if (block !== null && line.startsWith('```')) {
      let section = sections.find((s) => s.heading === heading);
      if (!section) sections.push((section = { heading, code: '', lines: [] }));
      const start = index + 1 - block.length; // 1-based line of the block's first line
      for (let i = 0; i < block.length; i++) section.lines.push(start + i);
      section.code += `${block.join('\n')}\n`;
      block = null;
    } else if (block !== null) block.push(line);
  });
  return sections;
}

/** The names a section declares itself (const, let, function, class, import). */
function declared(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/\b(?:const|let|var|function|class)\s+(\w+)/g))
    names.add(match[1]!);
  for (const match of code.matchAll(/\bconst\s*\{([^}]*)\}/g))
    for (const name of match[1]!.split(',')) names.add(name.split(':').at(-1)!.trim());
  for (const match of code.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}/gm))
    for (const name of match[1]!.split(','))
      names.add(
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
      );
  return names;
}

/** The runtime exports of the packages, by package. */
async function packageValues(): Promise<Record<string, string[]>> {
  return {
    '@showroom/core': Object.keys(await import('@showroom/core')),
    '@showroom/api-client': Object.keys(await import('@showroom/api-client')),
  };
}

/** Each section as a module: the package values it names imported, then its blocks. */
function sectionModule(section: Section, values: Record<string, string[]>): string {
  const own = declared(section.code);
  const imports = Object.entries(values).map(([name, exported]) => {
    const used = exported.filter(
      (value) => !own.has(value) && new RegExp(`\\b${value}\\b`).test(section.code),
    );
    return used.length > 0 ? `import { ${used.join(', ')} } from '${name}';` : '';
  });
  // One line of imports, so a block's line n is the module's line n + 1.
  return `${imports.filter(Boolean).join(' ')}\n${section.code}export {};\n`;
}

/** tsc's errors for each README's sections, as `README.md:LINE (section): message`. */
async function typecheckReadmes(readmes: string[]): Promise<string[]> {
  const values = await packageValues();
  const files = new Map<string, { text: string; readme: string; section: Section }>();
  for (const readme of readmes) {
    readmeSections(readFileSync(join(ROOT, readme), 'utf8')).forEach((section, index) => {
      const file = join(ROOT, 'scripts', `.readme-${readme.replace(/\W/g, '-')}-${index}.ts`);
      files.set(file, { text: sectionModule(section, values), readme, section });
    });
  }
  const base = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const options: ts.CompilerOptions = {
    ...base.options,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files.get(name)?.text ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const source = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!source || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    const readmeLine = source.section.lines[line - 1] ?? '?';
    return `${source.readme}:${readmeLine} (${source.section.heading}): TS${diagnostic.code} ${message}`;
  });
}

describe("the packages' READMEs", () => {
  it('finds the blocks of each section with their README lines', () => {
    const sections = readmeSections(
      [
        '# P',
        '```ts',
        'a;',
        '```',
        '## 1. One',
        '```ts',
        'b;',
        'c;',
        '```',
        '```sh',
        'x',
        '```',
      ].join('\n'),
    );
    expect(sections).toEqual([
      { heading: '(top)', code: 'a;\n', lines: [3] },
      { heading: '1. One', code: 'b;\nc;\n', lines: [7, 8] },
    ]);
  });

  it('imports the package values a section names, except those it declares itself', () => {
    const values = { '@showroom/core': ['formatMoney', 'fromPounds', 'toPounds'] };
    const code = 'const toPounds = 1;\nformatMoney(fromPounds(toPounds));\n';
    expect(sectionModule({ heading: 'x', code, lines: [9, 10] }, values)).toBe(
      `import { formatMoney, fromPounds } from '@showroom/core';\n${code}export {};\n`,
    );
  });

  it('type-checks every TypeScript block of core/README.md and api-client/README.md', async () => {
    const readmes = ['core/README.md', 'api-client/README.md'];
    for (const readme of readmes)
      expect(readmeSections(readFileSync(join(ROOT, readme), 'utf8')).length).toBeGreaterThan(0);
    expect(await typecheckReadmes(readmes)).toEqual([]);
  }, 120_000);
});
