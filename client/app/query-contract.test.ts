import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 35 point 4: every query key comes from a feature's key factory (`api/keys.ts` and its kind) and every
// useQuery lives in a feature's `api/` hook, so a page or a component never names a cache entry itself.
const CLIENT = path.resolve('client');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
const outsideApi = sources(CLIENT).filter((f) => !f.split(path.sep).includes('api'));
const offenders = (pattern: RegExp, files: string[]) => files.filter((f) => pattern.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(CLIENT, f));

describe('query keys and queries live in the features’ api/', () => {
  it('no component, page or helper outside an api/ folder calls useQuery, useInfiniteQuery or useSuspenseQuery', () => {
    expect(offenders(/\buse(Suspense|Infinite)?Query\(/, outsideApi)).toEqual([]);
  });

  it('no query key is written as a literal array outside an api/ folder', () => {
    expect(offenders(/queryKey:\s*\[/, outsideApi)).toEqual([]);
  });

  it('inside api/ folders, literal keys are only written in key factories (keys.ts, or a *Keys object)', () => {
    const api = sources(CLIENT).filter((f) => f.split(path.sep).includes('api'));
    expect(offenders(/queryKey:\s*\[/, api)).toEqual([]);
  });
});
