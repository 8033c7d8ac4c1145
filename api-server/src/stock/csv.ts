/** One record of a CSV file: its cells, and the line of the file it starts on (1 is the first). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A CSV file that cannot be read as one: where, and why. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const QUOTE = 0x22;
/** A comma, CR or LF: where an unquoted cell ends. */
const endsCell = (c: number) => c === 0x2c || c === 0x0a || c === 0x0d;

/**
 * Reads CSV as RFC 4180 writes it: cells separated by commas, records by CRLF or LF; a cell in
 * double quotes may hold commas, line breaks and doubled quotes (`""` is one `"`). A byte-order mark
 * is skipped and blank lines are left out. A quote inside an unquoted cell, or one never closed, is
 * an error naming its line rather than a guess.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text.charCodeAt(i) === QUOTE) {
        const opened = line;
        i++;
        // Whole runs up to the next quote are copied at once; a doubled quote is one quote.
        for (;;) {
          const close = text.indexOf('"', i);
          if (close === -1) throw new CsvError(opened, 'a quoted cell is never closed');
          for (let k = i; k < close; k++) if (text.charCodeAt(k) === 0x0a) line++;
          cell += text.slice(i, close);
          i = close + 1;
          if (text.charCodeAt(i) === QUOTE) {
            cell += '"';
            i++;
            continue;
          }
          break;
        }
        if (i < text.length && !endsCell(text.charCodeAt(i)))
          throw new CsvError(line, 'a quoted cell must end at a comma or the end of the line');
      } else {
        const from = i;
        for (let c = text.charCodeAt(i); i < text.length && !endsCell(c); c = text.charCodeAt(++i))
          if (c === QUOTE)
            throw new CsvError(line, 'a cell holding a quote must be in quotes, the quote doubled');
        cell = text.slice(from, i);
      }
      cells.push(cell);
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
  }
  return records;
}
