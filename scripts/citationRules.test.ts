import { describe, expect, it } from 'vitest';
import { checkCitations, decisionNumbers, definedRequirements } from './citationRules.ts';

// The texts under test are put together from parts, so this file does not itself cite what the
// check refuses.
const SPEC = 'spec';
const NOTES = 'design' + '.md';
const UNDEFINED_ID = 'FIN' + '-9';
const MISSING_DECISION = 'decision' + ' 0999';

const requirementsMd = [
  '# Requirements',
  '',
  '| ID    | Requirement                     | source     |',
  '| ----- | ------------------------------- | ---------- |',
  `| FIN-3 | A deposit is a percentage when… | ${SPEC} §5 |`,
  `| FIN-4 | The Commercial floor…           | ${SPEC} §5 |`,
  '',
  '### ARCH-1 Imports point one way',
].join('\n');
const defined = definedRequirements(requirementsMd);
const decisions = new Set(['0401']);
const check = (text: string) => checkCitations('x.ts', text, defined, decisions);

describe('definedRequirements', () => {
  it('reads the IDs of table rows and headings, and their areas', () => {
    expect([...defined.ids]).toEqual(['FIN-3', 'FIN-4', 'ARCH-1']);
    expect([...defined.areas]).toEqual(['FIN', 'ARCH']);
    expect(defined.duplicates).toEqual([]);
  });

  it('reports an ID defined twice', () => {
    expect(definedRequirements('| FIN-3 | a |\n| FIN-3 | b |').duplicates).toEqual(['FIN-3']);
  });

  it('does not take an ID cited inside a row for a definition', () => {
    expect([...definedRequirements('| FIN-5 | as FIN-6 says |').ids]).toEqual(['FIN-5']);
  });
});

describe('checkCitations', () => {
  it('passes defined requirements and decisions, and counts them', () => {
    const found = check('// requirements FIN-3, FIN-4 (decision 0401)\n/** requirement ARCH-1 */');
    expect(found.problems).toEqual([]);
    expect(found).toMatchObject({ requirements: 3, decisions: 1 });
  });

  it.each([
    `// (${SPEC} 5)`,
    `// ${SPEC.toUpperCase()} 9's text`,
    `// ${SPEC} §4`,
    `// ${SPEC}§ 4`,
    `// ${SPEC} section 2`,
    `// ${SPEC}ification 3`,
    `// ${NOTES} "Core conventions"`,
  ])('refuses a citation of the specification or the notes: %s', (text) => {
    expect(check(text).problems).toHaveLength(1);
  });

  it('lets the specification be named without a section', () => {
    expect(check(`// the ${SPEC} leaves it open; e2e/a11y.${SPEC}.ts`).problems).toEqual([]);
  });

  it('refuses a requirement or a decision that is not defined, with its line', () => {
    const found = check(`ok\n// requirement ${UNDEFINED_ID} and ARCH-12\n// ${MISSING_DECISION}`);
    expect(found.problems.map((p) => [p.line, p.text])).toEqual([
      [2, UNDEFINED_ID],
      [2, 'ARCH-12'],
      [3, MISSING_DECISION],
    ]);
  });

  it('leaves IDs of areas the requirements do not use alone', () => {
    expect(check('SHA-256, UTF-8, RFC-5545, Q-10234').problems).toEqual([]);
  });
});

describe('decisionNumbers', () => {
  it('takes the numbers of the records, not the README', () => {
    expect([...decisionNumbers(['0401-one-rule.md', 'README.md', '0102-failed.md'])]).toEqual([
      '0401',
      '0102',
    ]);
  });
});
