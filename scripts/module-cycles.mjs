// The server's modules, drawn as one graph (issue 35): every file under server/modules/<name>/ is folded into its
// module <name>, and an edge A → B says that some file of A imports (statically: import, export … from, import type)
// a file of B. Prints the module-level cycles (strongly connected components of more than one module, or a module
// importing itself through another) with the back-edges that close them and the files behind each, and exits 1 when
// there is any. Without a cycle it prints the order the graph implies, lowest (imports no other module) first.
//
//   node scripts/module-cycles.mjs            # the report; exit 1 on a cycle
//   node scripts/module-cycles.mjs --json     # the graph, the cycles and the order as JSON
//
// Test files (*.test.ts) and test support (test-*.ts, *fixtures.ts) are left out: a test may set up any module.
// Dynamic import() is left out too: it is how a module reaches one above it lazily, and lint watches it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const modulesDir = path.join(root, 'server/modules');
const asJson = process.argv.includes('--json');

/** tsconfig's paths, as prefix → folder (the server only uses @common/*, the client's @/* never resolves here). */
const aliases = [
  ['@common/', path.join(root, 'common/')],
  ['@/', path.join(root, 'client/')],
];

const isTestOnly = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]*\.ts$/.test(file) || /fixtures\.ts$/.test(file);

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The module a path belongs to, or null when it is outside server/modules. */
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length ? name : null;
}

/** Resolves a specifier the way the bundler does for our sources (`./x.js` is `./x.ts`). */
function resolve(spec, from) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    if (!alias) return null; // a package
    base = path.join(alias[1], spec.slice(alias[0].length));
  }
  const stem = base.replace(/\.(m|c)?js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, path.join(base, 'index.ts'), path.join(stem, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base; // unresolved, still folded by its folder
}

function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specs.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const expr = statement.moduleReference.expression;
      if (ts.isStringLiteral(expr)) specs.push(expr.text);
    }
  }
  return specs;
}

// module → module → [ "from-file → to-file" ]
const edges = new Map();
const modules = new Set(
  fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
);
for (const m of modules) edges.set(m, new Map());
for (const file of walk(modulesDir)) {
  const rel = path.relative(root, file);
  if (isTestOnly(rel)) continue;
  const from = moduleOf(file);
  if (!from) continue;
  for (const spec of importsOf(file)) {
    const target = resolve(spec, file);
    const to = target && moduleOf(target);
    if (!to || to === from) continue;
    const byTarget = edges.get(from);
    if (!byTarget.has(to)) byTarget.set(to, []);
    byTarget.get(to).push(`${rel} → ${path.relative(root, target)}`);
  }
}

/** Tarjan's strongly connected components. */
function components() {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of [...edges.get(v).keys()].sort()) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      out.push(scc.sort());
    }
  };
  for (const v of [...modules].sort()) if (!idx.has(v)) visit(v);
  return out; // Tarjan yields components in reverse topological order: lowest first
}

const weight = (a, b) => edges.get(a).get(b)?.length ?? 0;

/**
 * An order of one cycle's modules, lowest first, that leaves few imports pointing up (the greedy heuristic of Eades,
 * Lin and Smyth for the minimum feedback arc set, weighted by the number of imports): the imports it leaves pointing
 * up are the back-edges to remove.
 */
function orderWithin(scc) {
  const left = new Set(scc);
  const low = [];
  const high = [];
  const inside = (v, dir) => scc.filter((w) => left.has(w) && w !== v).reduce((n, w) => n + (dir === 'out' ? weight(v, w) : weight(w, v)), 0);
  while (left.size) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const v of [...left].sort()) {
        if (inside(v, 'out') === 0) {
          low.push(v); // imports nothing left: lowest of what is left
          left.delete(v);
          changed = true;
        } else if (inside(v, 'in') === 0) {
          high.unshift(v); // imported by nothing left: highest of what is left
          left.delete(v);
          changed = true;
        }
      }
    }
    if (!left.size) break;
    // The module that is most imported and imports least goes low.
    const best = [...left].sort((a, b) => inside(b, 'in') - inside(b, 'out') - (inside(a, 'in') - inside(a, 'out')) || a.localeCompare(b))[0];
    low.push(best);
    left.delete(best);
  }
  return [...low, ...high];
}

const sccs = components();
const cycles = sccs.filter((c) => c.length > 1);
const order = sccs.flatMap((c) => (c.length > 1 ? orderWithin(c) : c));
const rank = new Map(order.map((m, i) => [m, i]));
const backEdges = [];
for (const [from, targets] of edges) for (const [to, files] of targets) if (rank.get(to) > rank.get(from)) backEdges.push({ from, to, files });
backEdges.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));

if (asJson) {
  const graph = Object.fromEntries([...edges].map(([m, t]) => [m, Object.fromEntries([...t].map(([to, f]) => [to, f]))]));
  console.log(JSON.stringify({ cycles, backEdges, order, graph }, null, 2));
} else if (cycles.length === 0) {
  // Layers: a module with no module below it is layer 0, any other is one above the highest module it imports.
  const layer = new Map();
  for (const m of order) layer.set(m, Math.max(-1, ...[...edges.get(m).keys()].map((d) => layer.get(d))) + 1);
  const layers = [];
  for (const m of [...modules].sort()) (layers[layer.get(m)] ??= []).push(m);
  console.log(`No module-level import cycle among the ${modules.size} modules of server/modules.`);
  console.log('Layers, lowest first (a module imports only modules of layers below its own):');
  layers.forEach((ms, i) => console.log(`  ${i}: ${ms.join(', ')}`));
  console.log(`Order: ${layers.flat().join(' < ')}`);
} else {
  const edgeCount = backEdges.reduce((n, e) => n + e.files.length, 0);
  console.log(`${cycles.length} module-level import cycle(s) in server/modules:`);
  for (const c of cycles) console.log(`  ${c.length} modules: ${c.join(', ')}`);
  console.log(`\n${backEdges.length} back-edge(s), ${edgeCount} import(s) pointing up the order below:`);
  for (const e of backEdges) {
    console.log(`  ${e.from} → ${e.to}`);
    for (const f of e.files) console.log(`      ${f}`);
  }
  console.log(`\nOrder with the fewest imports pointing up, lowest first:\n${order.join(' < ')}`);
}
process.exitCode = cycles.length ? 1 : 0;
