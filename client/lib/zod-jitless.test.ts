import { describe, expect, it } from 'vitest';

describe('zod without eval (the CSP forbids it)', () => {
  it('takes jitless from the global that client/app/main.tsx sets before zod loads', async () => {
    const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.number() }).safeParse({ a: 1 }).success).toBe(true);
  });
});
