/**
 * Checks on every story's end state, the picture the visual baselines take (decision 1011): run
 * after each story's play function in the stories project (`vitest --project stories`).
 *
 * - The finance figures agree: a monthly figure, the term, the mileage and the deposit a story
 *   shows are the representative example's (requirements ARCH-8, FIN-6), unless the figure is
 *   marked as for the previous choices (`data-stale`).
 * - No focus ring is left in the picture unless the story is about focus
 *   (`parameters.focusPictured: true`).
 */
import type { StoryContext } from '@storybook/react-vite';

/** The rows of a representative example, by their terms ('Monthly payment' → '£221.40'). */
function exampleRows(region: Element): Map<string, string> {
  const rows = new Map<string, string>();
  for (const dt of region.querySelectorAll('dt')) {
    const dd = dt.nextElementSibling;
    if (dd?.tagName === 'DD') rows.set(dt.textContent?.trim() ?? '', dd.textContent?.trim() ?? '');
  }
  return rows;
}

const poundsOf = (text: string | null | undefined): number | undefined => {
  const match = /(−|-)?£([\d,]+(?:\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[2]!.replace(/,/g, '')) * (match[1] ? -1 : 1) : undefined;
};
const numberOf = (text: string | null | undefined): number | undefined => {
  const match = /[\d,]+(?:\.\d+)?/.exec(text ?? '');
  return match ? Number(match[0].replace(/,/g, '')) : undefined;
};

/** The field a label names inside an element (the calculator's "Term", "Annual mileage" …). */
function field(root: Element, label: string): HTMLInputElement | HTMLSelectElement | null {
  for (const element of root.querySelectorAll('label')) {
    if (element.textContent?.trim() !== label) continue;
    const id = element.htmlFor;
    const control = id ? root.querySelector(`#${CSS.escape(id)}`) : element.querySelector('input');
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) return control;
  }
  return null;
}

/** What disagrees in one picture between the figures shown and their representative example. */
export function financeDisagreements(canvas: Element): string[] {
  const problems: string[] = [];
  const examples = [...canvas.querySelectorAll('[role="region"], section, aside, div')].filter(
    (region) =>
      region.getAttribute('aria-label') === 'Representative example' ||
      (region.getAttribute('aria-labelledby') &&
        canvas.querySelector(`#${CSS.escape(region.getAttribute('aria-labelledby')!)}`)
          ?.textContent === 'Representative example'),
  );
  for (const region of examples) {
    const rows = exampleRows(region);
    const monthly = poundsOf(rows.get('Monthly payment'));
    const duration = rows.get('Duration');
    if (monthly !== undefined && duration && poundsOf(duration) !== monthly) {
      problems.push(`the example's duration "${duration}" is not its monthly payment £${monthly}`);
    }
    // The figure and the controls the example is for: the calculator around it, when there is one.
    const calculator = region.closest('.sr-calc');
    if (!calculator || calculator.querySelector('[data-stale]')) continue;
    const figure = poundsOf(calculator.querySelector('.sr-calc__monthly-amount')?.textContent);
    if (figure !== undefined && figure !== monthly) {
      problems.push(`the figure £${figure} is not the example's monthly payment £${monthly}`);
    }
    const term = field(calculator, 'Term');
    const length = numberOf(rows.get('Length of agreement'));
    if (term && length !== undefined && Number(term.value) !== length) {
      problems.push(`the term chosen is ${term.value} months, the example is for ${length}`);
    }
    const mileage = field(calculator, 'Annual mileage');
    const miles = numberOf(rows.get('Annual mileage'));
    if (mileage && miles !== undefined && Number(mileage.value) !== miles) {
      problems.push(`the mileage chosen is ${mileage.value}, the example is for ${miles}`);
    }
    const deposit = field(calculator, 'Deposit amount (£)');
    const exampleDeposit = poundsOf(rows.get('Deposit'));
    if (deposit && exampleDeposit !== undefined && Number(deposit.value) !== exampleDeposit) {
      problems.push(`the deposit typed is £${deposit.value}, the example's is £${exampleDeposit}`);
    }
  }
  // A monthly figure beside an example (the vehicle summary's) is the example's, with its APR.
  for (const summary of canvas.querySelectorAll('.sr-summary__monthly')) {
    const example = examples.find((region) => summary.closest('.sr-summary')?.contains(region));
    if (!example) continue;
    const rows = exampleRows(example);
    if (poundsOf(summary.textContent) !== poundsOf(rows.get('Monthly payment'))) {
      problems.push(`"${summary.textContent}" is not the example's ${rows.get('Monthly payment')}`);
    }
    const apr = rows.get('Representative APR');
    if (apr && !summary.textContent?.includes(apr)) {
      problems.push(`"${summary.textContent}" does not give the example's ${apr}`);
    }
  }
  return problems;
}

/** The element a focus ring is drawn on at the end of the story, if any. */
export function focusRingShown(): Element | null {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  return active.matches(':focus-visible') ? active : null;
}

export function afterEach(context: StoryContext): void {
  const problems = financeDisagreements(context.canvasElement);
  if (problems.length > 0) {
    throw new Error(
      `${context.title} / ${context.name}: the finance figures disagree: ${problems.join('; ')}`,
    );
  }
  const ring = focusRingShown();
  if (ring && context.parameters.focusPictured !== true) {
    throw new Error(
      `${context.title} / ${context.name} ends with a focus ring on ${ring.outerHTML.slice(0, 120)}: ` +
        'blur it at the end of the play function, or set parameters.focusPictured when the story is about focus',
    );
  }
}
