// Imported first by server/main.ts. The server's own default is production (config/env.ts), and React must agree:
// without NODE_ENV it loads its development builds, several times slower at rendering pages on the server.
process.env.NODE_ENV ??= 'production';
