import { Type } from 'typebox';
import { defineAction } from '../kit/action.ts';
import { RecordIdSchema } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { scheduledJobResource } from './scheduled-job.ts';

/** `?id=` of the job an action acts on. */
const JobIdQuerySchema = Type.Object({ id: RecordIdSchema, _t: Type.Optional(Type.String()) });

/** Pauses a job: `GET /sys/quartzJob/pause?id=`; no more fires until started again. */
export const pauseJobAction = defineAction(scheduledJobResource, {
  name: 'pause', method: 'GET', path: 'pause', permission: PERMISSION_CODES.jobRun, input: JobIdQuerySchema,
});

/** Starts a paused job: `GET /sys/quartzJob/resume?id=`; it fires from its next fire time on. */
export const resumeJobAction = defineAction(scheduledJobResource, {
  name: 'resume', method: 'GET', path: 'resume', permission: PERMISSION_CODES.jobRun, input: JobIdQuerySchema,
});

/** Runs a job once now, whatever its status: `GET /sys/quartzJob/execute?id=`. */
export const executeJobAction = defineAction(scheduledJobResource, {
  name: 'execute', method: 'GET', path: 'execute', permission: PERMISSION_CODES.jobRun, input: JobIdQuerySchema,
});
