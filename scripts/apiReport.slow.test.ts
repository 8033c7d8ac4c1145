/**
 * The published packages' public surface is chosen, not leaked, and never changes silently
 * (decision 0904): each package's committed api-report.d.ts is what its entry exports
 * today, and a report that changed since the base branch comes with a changeset for that package
 * (a major one when a name was removed).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport, reportPath } from './apiReport.ts';
import { PUBLISHED, ROOT } from './outsideProject.ts';

type Bump = 'major' | 'minor' | 'patch';
type Changeset = { file: string; bumps: Record<string, Bump> };

/** The exported names of a report. */
const names = (report: string) =>
  new Set(
    [...report.matchAll(/^export (?:declare const|type|interface) (\w+)/gm)].map((m) => m[1]!),
  );

/** A changeset's front matter: the packages it bumps and how. */
export function parseChangeset(file: string, text: string): Changeset {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const bumps: Record<string, Bump> = {};
  for (const match of front.matchAll(/^["']?([@\w/.-]+)["']?\s*:\s*(major|minor|patch)\s*$/gm))
    bumps[match[1]!] = match[2] as Bump;
  return { file, bumps };
}

/**
 * What is missing for the surface changes since the base: a package whose report changed needs a
 * new changeset naming it, and a major one when a name it exported is gone.
 */
export function changesetProblems(
  reports: { name: string; before: string | null; now: string }[],
  added: Changeset[],
): string[] {
  const problems: string[] = [];
  for (const { name, before, now } of reports) {
    if (before === now) continue;
    const bumps = added.map((c) => c.bumps[name]).filter((b): b is Bump => b !== undefined);
    const removed = before === null ? [] : [...names(before)].filter((n) => !names(now).has(n));
    if (bumps.length === 0)
      problems.push(
        `${name}: its public surface changed, and no new changeset names it (npx changeset)`,
      );
    else if (removed.length > 0 && !bumps.includes('major'))
      problems.push(`${name}: ${removed.join(', ')} removed, which needs a major changeset`);
  }
  return problems;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The commit the branch started from: CHANGESET_BASE, else main, else origin/main. */
function baseCommit(): string {
  for (const ref of [process.env.CHANGESET_BASE, 'main', 'origin/main']) {
    if (!ref) continue;
    try {
      return git('merge-base', 'HEAD', ref).trim();
    } catch {
      // Not a ref here.
    }
  }
  throw new Error('No base branch to compare with: set CHANGESET_BASE to the branch merged into');
}

describe('the published packages’ API reports', () => {
  it.each(Object.keys(PUBLISHED) as (keyof typeof PUBLISHED)[])(
    '%s/api-report.d.ts is its surface today (else: npx tsx scripts/apiReport.ts)',
    (folder) => {
      expect(readFileSync(reportPath(folder), 'utf8')).toBe(apiReport(folder));
    },
    60_000,
  );

  it('asks for a changeset when a surface changed, and a major one when a name went', () => {
    const before = 'export declare const a: 1;\nexport type B = string;\n';
    const minor = [parseChangeset('x.md', "---\n'@showroom/core': minor\n---\n\nText.\n")];
    expect(changesetProblems([{ name: '@showroom/core', before, now: before }], [])).toEqual([]);
    expect(
      changesetProblems(
        [{ name: '@showroom/core', before, now: `${before}export type C = 1;\n` }],
        [],
      ),
    ).toEqual([
      '@showroom/core: its public surface changed, and no new changeset names it (npx changeset)',
    ]);
    expect(
      changesetProblems(
        [{ name: '@showroom/core', before, now: `${before}export type C = 1;\n` }],
        minor,
      ),
    ).toEqual([]);
    expect(
      changesetProblems(
        [{ name: '@showroom/core', before, now: 'export type B = string;\n' }],
        minor,
      ),
    ).toEqual(['@showroom/core: a removed, which needs a major changeset']);
    expect(parseChangeset('y.md', '---\n"@showroom/api-client": major\n---\n').bumps).toEqual({
      '@showroom/api-client': 'major',
    });
  });

  it('every surface changed since the base branch comes with a changeset', () => {
    const base = baseCommit();
    const reports = Object.entries(PUBLISHED).map(([folder, name]) => {
      let before: string | null = null;
      try {
        before = git('show', `${base}:${folder}/api-report.d.ts`);
      } catch {
        // No report at the base: all of the surface is new.
      }
      return { name, before, now: readFileSync(reportPath(folder), 'utf8') };
    });
    const atBase = new Set(
      git('ls-tree', '--name-only', base, '.changeset/').split('\n').filter(Boolean),
    );
    const added = readdirSync(join(ROOT, '.changeset'))
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .filter((file) => !atBase.has(`.changeset/${file}`))
      .map((file) => parseChangeset(file, readFileSync(join(ROOT, '.changeset', file), 'utf8')));
    expect(changesetProblems(reports, added)).toEqual([]);
  });
});
