/** The first message for each top-level field of a failed zod parse, as forms show them beside their inputs. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? '_')] ??= i.message;
  return out;
}
