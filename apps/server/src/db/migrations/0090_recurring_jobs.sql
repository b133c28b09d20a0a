-- A recurring job schedules its next run when it finishes; at most one run of each recurring
-- kind waits per tenant, so servers starting at once do not schedule it twice.
alter table job add column repeat_seconds integer;
alter table job add constraint job_repeat_seconds_check check (repeat_seconds is null or repeat_seconds > 0);
create unique index job_recurring_key on job (tenant_id, kind) where repeat_seconds is not null and status in ('queued', 'running');
