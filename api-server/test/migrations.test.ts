import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';

it('opens in WAL mode and applies each migration once, however often the file is opened', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-migrate-'));
  const path = join(dir, 'm.sqlite');
  try {
    for (let i = 0; i < 3; i++) {
      const db = openDatabase(path);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(
        MIGRATIONS.map((m) => m.id),
      );
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
