/**
 * Warm-up, then the measured run of a load generator child (http-load.mjs, pg-load.mjs), and the summary it sends
 * its parent: requests/s, latency percentiles and its own CPU per request. `run(ms, max, record)` drives the load.
 */
export async function measure(job, run) {
  await run(job.warmupMs, Infinity, false);
  process.send({ phase: 'measuring' });
  const cpu0 = process.cpuUsage();
  const { latencies, errors, seconds } = await run(job.durationMs, job.maxRequests, true);
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const n = latencies.length;
  const summary = {
    requests: n,
    errors,
    seconds,
    rps: n / seconds,
    p50: q(0.5),
    p90: q(0.9),
    p99: q(0.99),
    max: q(1),
    loadgenCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, n),
  };
  // The caller closes its connections (and exits) once the parent has read the CPU of their backends: the
  // parent answers the summary when it has.
  const read = new Promise((resolve) => process.once('message', resolve));
  process.send(summary);
  await read;
}
