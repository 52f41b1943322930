// Development: the API server (restarts on change) on :5000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', TZ: 'UTC', APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && (stop(), process.exit(code)));
