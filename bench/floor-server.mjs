// The floor: the least any HTTP server must do to answer an endpoint's URLs. For each URL it runs the statements
// the real app ran for it (captured by bench/search.ts, as the bare run sends them: named, through node-postgres,
// a pool as large as the app's) and answers the last statement's rows as JSON over node:http, uncompressed (HTTP
// lets a server ignore Accept-Encoding). No routing, validation, sessions, headers or presentation. Its throughput
// as a share of the bare SQL's is the highest share any HTTP app could reach on this machine. Run as a child
// process so its CPU is counted apart; it answers its parent with the port it listens on.
import http from 'node:http';
import pg from 'pg';

process.once('message', async ({ databaseUrl, poolSize, urls, requests }) => {
  pg.types.setTypeParser(20, (v) => Number(v)); // as the server does (server/db/client.ts)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const byUrl = new Map(urls.map((url, i) => [url, requests[i]]));
  const server = http.createServer(async (req, res) => {
    const statements = byUrl.get(req.url);
    if (!statements) return res.writeHead(404).end();
    try {
      let rows = [];
      for (const s of statements) rows = (await pool.query(s)).rows;
      const body = Buffer.from(JSON.stringify(rows));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    } catch {
      res.writeHead(500).end();
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('message', async () => {
    server.close();
    await pool.end();
    process.exit(0);
  });
});
