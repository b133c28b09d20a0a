-- The super admin's tenant list and statistics count each tenant's accounts (customers), read
-- as wb_platform (see 0021): it may read the account table, never write it.
grant select on account to wb_platform;
create policy account_platform_read on account for select to wb_platform using (true);
