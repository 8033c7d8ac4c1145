/**
 * The rules `npm run lint:citations` holds every tracked file to (scripts/citations.ts reads the
 * files; this module only looks at text). Code, tests, stories and guides cite the product's
 * requirements by their ID in docs/requirements.md (`requirement FIN-3`) and decisions by their
 * number (`decision 0401`), never the product specification or the architecture notes it came
 * with, which are not in the repository and which a reader could not follow.
 */

/** Where the requirements are defined: the one file allowed to name the specification. */
export const REQUIREMENTS_FILE = 'docs/requirements.md';

/** One citation that points at nothing a reader of the repository can open. */
export type CitationProblem = {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly message: string;
};

/** What a file cites, once checked: its problems and how many good citations it holds. */
export type FileCitations = {
  readonly problems: readonly CitationProblem[];
  readonly requirements: number;
  readonly decisions: number;
};

/** The requirement IDs docs/requirements.md defines, and the areas (ID prefixes) they belong to. */
export type DefinedRequirements = {
  readonly ids: ReadonlySet<string>;
  readonly areas: ReadonlySet<string>;
};

/** A table row whose first cell is an ID (`| FIN-3 | …`), or a heading that starts with one. */
const DEFINITION = /^(?:\|\s*|#{1,6}\s+)([A-Z]{2,6}-\d+)\b/;

/**
 * The IDs docs/requirements.md defines: the first cell of a table row or the start of a heading.
 * An ID defined twice is reported, as its citations would be ambiguous.
 * @example definedRequirements('| FIN-3 | A deposit … |').ids.has('FIN-3') // true
 */
export function definedRequirements(markdown: string): DefinedRequirements & {
  readonly duplicates: readonly string[];
} {
  const ids = new Set<string>();
  const duplicates: string[] = [];
  for (const line of markdown.split('\n')) {
    const id = DEFINITION.exec(line)?.[1];
    if (!id) continue;
    if (ids.has(id)) duplicates.push(id);
    ids.add(id);
  }
  const areas = new Set([...ids].map((id) => id.slice(0, id.lastIndexOf('-'))));
  return { ids, areas, duplicates };
}

/**
 * A citation of the specification by its section: the word spec (or specification), optionally
 * "section", then a section number or a section sign, in any case. A mention of the specification
 * without a section ("the spec leaves it open") is not a citation and passes.
 */
const SPEC_SECTION = /\bspec(?:ification)?\s*(?:sections?\s*)?(?:§\s*\d*|\d+)/gi;

/** A citation of the architecture notes by their file name. */
const DESIGN_NOTES = /\bdesign\.md\b/gi;

/** Something shaped like a requirement ID: an upper-case area, a hyphen and a number. */
const REQUIREMENT_ID = /\b([A-Z]{2,6})-(\d+)\b/g;

/** A decision record cited by its four-digit number. */
const DECISION = /\bdecisions?\s+(\d{4})\b/gi;

/**
 * Checks one file's text. `file` is its path from the repository root, for the report;
 * `decisions` holds the numbers of the records in docs/decisions/. An ID counts as a requirement
 * citation only when its area is one docs/requirements.md uses, so `SHA-256` or `UTF-8` pass.
 * @example checkCitations('a.ts', '// requirement FIN-3', defined, new Set()).problems // []
 */
export function checkCitations(
  file: string,
  text: string,
  defined: DefinedRequirements,
  decisions: ReadonlySet<string>,
): FileCitations {
  const problems: CitationProblem[] = [];
  let requirements = 0;
  let decisionCount = 0;
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const line = index + 1;
    const report = (found: string, message: string) =>
      problems.push({ file, line, text: found, message });
    for (const match of content.matchAll(SPEC_SECTION)) {
      report(match[0], 'cites the specification: cite the requirement ID instead');
    }
    for (const match of content.matchAll(DESIGN_NOTES)) {
      report(match[0], 'cites the architecture notes: cite an ARCH requirement or a decision');
    }
    for (const match of content.matchAll(REQUIREMENT_ID)) {
      if (!defined.areas.has(match[1]!)) continue;
      if (defined.ids.has(match[0])) requirements += 1;
      else report(match[0], `cites ${match[0]}, which ${REQUIREMENTS_FILE} does not define`);
    }
    for (const match of content.matchAll(DECISION)) {
      if (decisions.has(match[1]!)) decisionCount += 1;
      else report(match[0], `cites decision ${match[1]}, which docs/decisions/ does not hold`);
    }
  });
  return { problems, requirements, decisions: decisionCount };
}

/**
 * The record numbers among the file names of docs/decisions/ (`0401-one-rule-for-reserved.md`).
 * @example decisionNumbers(['0401-one-rule-for-reserved.md', 'README.md']) // Set { '0401' }
 */
export function decisionNumbers(fileNames: readonly string[]): ReadonlySet<string> {
  const numbers = new Set<string>();
  for (const name of fileNames) {
    const number = /^(\d{4})-.*\.md$/.exec(name)?.[1];
    if (number) numbers.add(number);
  }
  return numbers;
}

/** One report line: `file:line: text — message`. */
export function formatProblem(problem: CitationProblem): string {
  return `${problem.file}:${problem.line}: "${problem.text}" ${problem.message}`;
}
