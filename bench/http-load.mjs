// A closed-loop HTTP/1.1 load generator, run as a child process so its CPU is not counted as the server's.
// `connections` keep-alive sockets each send their next request as soon as the previous answer is in, for
// `durationMs` (or `maxRequests`) after `warmupMs`. Requests are pre-encoded and answers are only framed
// (status line, Content-Length), so the generator itself costs little of the two shared cores. Like a browser,
// it accepts compressed answers (the server's compression is part of what a request costs).
import net from 'node:net';
import { measure } from './load-stats.mjs';

/** Where a chunked body that starts at `at` ends (after its last, empty chunk), or -1 while incomplete. */
function chunkedEnd(buffer, at) {
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return -1;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return buffer.length >= lineEnd + 4 ? lineEnd + 4 : -1;
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return -1;
  }
}

function connection(port) {
  const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
  let buffer = Buffer.alloc(0);
  let pending = null;
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (!pending) return;
    const headerEnd = buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = buffer.subarray(0, headerEnd).toString('latin1');
    const end = /\r\ntransfer-encoding: *chunked/i.test(head)
      ? chunkedEnd(buffer, headerEnd + 4)
      : headerEnd + 4 + Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (end < 0 || buffer.length < end) return;
    buffer = buffer.subarray(end);
    const done = pending;
    pending = null;
    done(head.startsWith('HTTP/1.1 200'));
  });
  socket.on('error', () => pending?.(false));
  return {
    request(encoded) {
      return new Promise((resolve) => {
        pending = resolve;
        socket.write(encoded);
      });
    },
    close: () => socket.destroy(),
  };
}

async function run({ port, ports = [port], urls, connections, encoding = 'gzip, deflate, br' }, ms, max, record) {
  const requests = urls.map((u) =>
    Buffer.from(`GET ${u} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept-Encoding: ${encoding}\r\n\r\n`, 'latin1'),
  );
  const end = Date.now() + ms;
  let [sent, next, errors] = [0, Math.floor(Math.random() * requests.length), 0];
  const latencies = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    // With several app processes (bench:search --processes), connection i goes to process i mod N: what a layer-4
    // balancer or SO_REUSEPORT does with keep-alive connections.
    Array.from({ length: connections }, async (_, i) => {
      const c = connection(ports[i % ports.length]);
      while (Date.now() < end && sent < max) {
        sent++;
        const t0 = process.hrtime.bigint();
        const ok = await c.request(requests[next++ % requests.length]);
        if (!record) continue;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (!ok) errors++;
      }
      c.close();
    }),
  );
  return { latencies, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

process.once('message', async (job) => {
  await measure(job, (ms, max, record) => run(job, ms, max, record));
  process.exit(0);
});
