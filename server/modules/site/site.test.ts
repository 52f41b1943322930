import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';

const { app, db } = await createTestApp();

describe.each(['maintenance', 'coming-soon'])('%s switch', (name) => {
  it('is readable by anyone, and only an admin can change it', async () => {
    const consumer = await registerUser(app);
    const farmer = await registerUser(app, 'farmer');
    const admin = await createAdmin(app, db);
    const put = (user: Parameters<typeof as>[1], isEnabled: unknown) =>
      as(app, user)({ method: 'PUT', url: `/api/admin/settings/${name}`, payload: { isEnabled } });

    expect((await put(null, true)).statusCode).toBe(401);
    expect((await put(consumer, true)).statusCode).toBe(403);
    expect((await put(farmer, true)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/${name}/settings` })).json()).toEqual({ isEnabled: false });

    expect((await put(admin, 'yes')).statusCode).toBe(400);
    const on = await put(admin, true);
    expect(on.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/${name}/settings` })).json()).toEqual({ isEnabled: true });
    expect((await put(admin, false)).json()).toEqual({ isEnabled: false });
    expect((await app.inject({ url: `/api/${name}/settings` })).json()).toEqual({ isEnabled: false });
  });
});
