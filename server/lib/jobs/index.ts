export { enqueueJob, enqueueJobs, type NewJob } from './queue.js';
export {
  createJobRunner,
  JobError,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
  type RecurringJob,
} from './runner.js';
