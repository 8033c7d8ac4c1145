/** How a walk fails: an invariant broken, or an action whose outcome the model did not expect. */

export const INVARIANTS: Record<number, string> = {
  1: 'the page is whole',
  2: 'no uncaught error, no console error, no CSP violation',
  3: 'every figure agrees with the API',
  4: 'reservation state agrees everywhere',
  5: 'at 412 px nothing overflows and every button and link takes a tap',
  6: 'saved and compare counts are the model’s',
  7: 'focus never falls to <body> after a control that opens something',
  8: 'what the page says of an order is the API’s order',
};

export class InvariantFailure extends Error {
  constructor(
    readonly invariant: number,
    message: string,
  ) {
    super(`invariant ${invariant} (${INVARIANTS[invariant]}): ${message}`);
    this.name = 'InvariantFailure';
  }
}

/** A step the walk could not take, or an outcome the model did not expect: the product's fault. */
export class CommandFailure extends Error {
  constructor(command: string, message: string) {
    super(`${command}: ${message}`);
    this.name = 'CommandFailure';
  }
}

const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first lines of a Playwright message, without colours or call logs. */
export const firstLines = (text: string, lines = 14) =>
  text
    .replace(COLOURS, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('Call log:'))
    .slice(0, lines)
    .join('\n');
