/**
 * Answers read from the store, each kept under its key while `dataVersion()` is unchanged: any
 * write, this process's or another's (SQLite's data_version, PostgreSQL's change notifications),
 * moves it, so the next question is read afresh and shows the write. A store that cannot tell its
 * version (null) is asked every time, and a failed read is not kept (an answer read after it is).
 *
 * At most `capacity` is kept, each answer counting its `weight` (1 unless given: a search counts
 * the vehicles a page holds); past it the least recently asked goes first.
 * @example const makes = keptReads<StockMake[]>(repos.dataVersion, 1); makes('', readMakes)
 */
export function keptReads<T>(
  dataVersion: () => string | null,
  capacity: number,
): (key: string, read: () => Promise<T>, weight?: number) => Promise<T> {
  const kept = new Map<string, { version: string; weight: number; answer: Promise<T> }>();
  let used = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    used -= entry.weight;
  };
  return (key, read, weight = 1) => {
    const version = dataVersion();
    if (version === null) return read();
    const hit = kept.get(key);
    if (hit && hit.version === version) {
      // The most recently asked goes last.
      kept.delete(key);
      kept.set(key, hit);
      return hit.answer;
    }
    forget(key);
    const answer = read();
    const entry = { version, weight, answer };
    answer.catch(() => {
      if (kept.get(key) === entry) forget(key);
    });
    while (kept.size > 0 && used + weight > capacity) forget(kept.keys().next().value!);
    kept.set(key, entry);
    used += weight;
    return answer;
  };
}
