/**
 * Holds every tracked file to the citation rules (scripts/citationRules.ts): no citation of the
 * specification by section or of the architecture notes by file name, and every requirement ID
 * and decision number cited is one that docs/requirements.md or docs/decisions/ holds.
 *
 * Usage: `npm run lint:citations` (part of `npm run check`) — prints each problem as
 * `file:line: "text" message` and exits 1 when there is one; otherwise prints what it checked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  REQUIREMENTS_FILE,
  checkCitations,
  decisionNumbers,
  definedRequirements,
  formatProblem,
  type CitationProblem,
} from './citationRules.ts';

const root = resolve(import.meta.dirname, '..');

/** Files that are not text a person writes: pictures, fonts, archives, lock files. */
const NOT_PROSE =
  /\.(png|jpe?g|gif|webp|avif|ico|svg|pdf|woff2?|ttf|otf|eot|zip|gz|br|tgz|sqlite|db|lock)$|(^|\/)package-lock\.json$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.split('/').includes('node_modules'))
  .filter((file) => file !== REQUIREMENTS_FILE && !NOT_PROSE.test(file))
  .filter((file) => existsSync(join(root, file)));

const defined = definedRequirements(readFileSync(join(root, REQUIREMENTS_FILE), 'utf8'));
const decisions = decisionNumbers(readdirSync(join(root, 'docs/decisions')));

const problems: CitationProblem[] = defined.duplicates.map((id) => ({
  file: REQUIREMENTS_FILE,
  line: 0,
  text: id,
  message: 'is defined more than once',
}));
let requirementCitations = 0;
let decisionCitations = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  if (text.includes('\u0000')) continue;
  const found = checkCitations(file, text, defined, decisions);
  requirementCitations += found.requirements;
  decisionCitations += found.decisions;
  problems.push(...found.problems);
}

for (const problem of problems) console.error(formatProblem(problem));
console.log(
  `citations: ${files.length} files, ${defined.ids.size} requirements defined, ` +
    `${requirementCitations} requirement and ${decisionCitations} decision citations, ` +
    `${problems.length} problems`,
);
if (problems.length > 0) process.exit(1);
