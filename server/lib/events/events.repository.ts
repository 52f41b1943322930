import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

export function eventsRepository(tx: DbOrTx) {
  return {
    /**
     * Marks the running job done inside the transaction of its effect, if this run still owns it (same attempt,
     * still running). The row stays locked until the transaction ends: the effect and "done" commit together, so
     * a process killed after the commit leaves nothing to redo, and one killed before it leaves both undone.
     */
    async completeWith(jobId: number, attempt: number): Promise<boolean> {
      const rows = await tx
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running'), eq(jobs.attempts, attempt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },
  };
}
