import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ON_ACCOUNT_DELETE, userLinks } from './account-data.repository.js';

describe('what deleting an account does to each table', () => {
  it('has a rule for every table that points at users (add one in account-data.ts for a new table)', () => {
    const missing = userLinks()
      .filter((l) => !ON_ACCOUNT_DELETE[l.name])
      .map((l) => `${l.name}.${l.column.name}`);
    expect(missing, `decide erase / unlink / keep in ON_ACCOUNT_DELETE for: ${missing.join(', ')}`).toEqual([]);
  });

  it('only unlinks columns that can be null', () => {
    for (const { name, column, table } of userLinks()) {
      if (ON_ACCOUNT_DELETE[name] !== 'unlink') continue;
      const col = getTableConfig(table).columns.find((c) => c.name === column.name)!;
      expect(col.notNull, `${name}.${column.name} is NOT NULL: erase or keep instead`).toBe(false);
    }
  });

  it('names no table that does not exist', () => {
    const names = new Set(userLinks().map((l) => l.name));
    for (const name of Object.keys(ON_ACCOUNT_DELETE)) expect(names.has(name), name).toBe(true);
  });
});
