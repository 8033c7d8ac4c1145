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
      if (text[i] === '"') {
        const opened = line;
        i++;
        for (;;) {
          if (i >= text.length) throw new CsvError(opened, 'a quoted cell is never closed');
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        if (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r')
          throw new CsvError(line, 'a quoted cell must end at a comma or the end of the line');
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"')
            throw new CsvError(line, 'a cell holding a quote must be in quotes, the quote doubled');
          cell += text[i];
          i++;
        }
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
