import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) a piece of work runs for: its id follows the work into the jobs it queues and the emails they
 * send (X-Request-Id), so an operator finds a complaint's whole story with one search of the logs (decision 057).
 * Services need not pass it along: the request's hooks and the job runner set it around the work.
 */
const storage = new AsyncLocalStorage<{ requestId: string | undefined }>();

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
export const withRequestId = <T>(requestId: string | undefined, work: () => T): T => storage.run({ requestId }, work);
