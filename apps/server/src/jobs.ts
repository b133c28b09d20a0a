import type { Deps } from '@/platform/deps';
import type { JobHandlers } from '@/platform/jobs/job-runner';
import { mailJobHandler, mailJobKind } from '@/platform/mail/mail-outbox';

type Log = { info: (obj: object, msg: string) => void };

/** Every kind of background job and its handler, in one explicit list (like the routes in app.ts). */
export function buildJobHandlers(deps: Deps, log: Log): JobHandlers {
  return {
    [mailJobKind]: mailJobHandler(deps.db, deps.mailer, log),
  };
}
