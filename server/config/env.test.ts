import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 5000 on the embedded database, with demo content', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
    expect(c.appOrigin).toBe('http://localhost:5000');
    expect(c.secureCookies).toBe(false);
  });

  it('never seeds demo accounts on a server given by DATABASE_URL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example.com/app' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example.com/app', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('marks cookies Secure behind an https origin', () => {
    expect(loadConfig({ APP_ORIGIN: 'https://farmstandfinder.com/' })).toMatchObject({ appOrigin: 'https://farmstandfinder.com', secureCookies: true });
  });

  it('refuses invalid settings with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
  });

  it('contacts only the browsers’ push services unless told more, and allows loopback in tests only', () => {
    const c = loadConfig({ PUSH_ALLOWED_HOSTS: 'push.example.org, *.Push.Example.net' });
    expect(c.push.allowedHosts).toEqual(expect.arrayContaining(['fcm.googleapis.com', '*.push.apple.com', 'push.example.org', '*.push.example.net']));
    expect(c.push.allowLoopback).toBe(false);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.example.org/' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: '1' })).toThrow(/PUSH_ALLOW_LOOPBACK is for tests only/);
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: '1', NODE_ENV: 'test' }).push.allowLoopback).toBe(true);
  });

  it('sizes the database pools from DATABASE_POOL_SIZE (20 unless set)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
