import type { AccessGrant, companyDetailsSchema, registerCompanyInputSchema, registerInputSchema } from '@wb/contract/account';
import type { z } from 'zod';
import { fanOutSequentially, inTransaction, platformTenantId, setScopeTenant, type Tx } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { selectOwnMemberships, selectUserById } from '@/platform/auth/auth.queries';
import { hashNewPassword } from '@/platform/auth/password-strength';
import { effectivePermissions } from '@/platform/auth/role-permissions';
import { type AuthDeps, type ClientMeta, identityOf, signAccess, toSessionUser } from '@/platform/auth/sign-in';
import { issueUserToken } from '@/platform/auth/user-tokens';
import type { Principal } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { queueMail } from '@/platform/mail/mail-outbox';
import { insertTenantDefaults } from '@/tenant-defaults';
import { appLinks } from './account-context';
import { alreadyRegisteredMail, verifyEmailMail } from './account-mail';
import { insertTenant, insertTenantAdmin, insertUser, selectUserByEmailForAccount } from './account.queries';

type RegisterData = z.output<typeof registerInputSchema>;
type RegisterCompanyData = z.output<typeof registerCompanyInputSchema>;
type CompanyData = z.output<typeof companyDetailsSchema>;
type Pending = { requiresVerification: true; email: string };

const registrationFailed = () => new AppError('CONFLICT', 'account.registrationFailed');

/**
 * Registers a person without a company. The answer is the same whether or not the address
 * already has an account (no account discovery): the owner of an existing account is told by
 * mail instead. Signing in waits for the confirmation link (24 hours, single use).
 */
export async function registerPerson(deps: AuthDeps, input: RegisterData, meta: ClientMeta): Promise<Pending> {
  return register(deps, input, null, meta);
}

/** Registers a company: a new tenant (on trial) with the person as its TENANT_ADMIN. */
export async function registerCompany(deps: AuthDeps, input: RegisterCompanyData, meta: ClientMeta): Promise<Pending> {
  return register(deps, input, input, meta);
}

async function register(deps: AuthDeps, input: RegisterData, company: CompanyData | null, meta: ClientMeta): Promise<Pending> {
  // Checked and hashed first, whatever follows, so an existing address costs the same time as a new one.
  const userInputs = [input.firstName, input.lastName, input.email, company?.companyName ?? ''];
  const passwordHash = await hashNewPassword(input.password, { path: 'password', userInputs });
  const now = new Date();
  const links = appLinks(deps.config);
  const person = { email: input.email, firstName: input.firstName, locale: input.locale ?? ('nl' as const) };

  await inTransaction(deps.db, { tenantId: platformTenantId }, async (tx) => {
    const existing = await selectUserByEmailForAccount(tx, input.email);
    if (existing) return tellExistingOwner(tx, existing, links, meta, now);

    const userId = newId();
    const tenantId = company ? newId() : platformTenantId;
    if (company) {
      await setScopeTenant(tx, tenantId);
      await insertTenant(tx, { id: tenantId, name: company.companyName, ...companyColumns(company) });
      await insertTenantDefaults(tx, tenantId);
    }
    const user = {
      id: userId,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: person.locale,
    };
    if (!(await insertUser(tx, user))) throw registrationFailed(); // the same address, registered a moment ago
    if (company) {
      await insertTenantAdmin(tx, tenantId, userId);
      await appendAudit(tx, {
        tenantId,
        actorUserId: userId,
        action: 'tenant.registered',
        target: tenantId,
        ip: meta.ip,
        details: { name: company.companyName, kvkNumber: company.kvkNumber ?? null },
      });
    }
    const token = await issueUserToken(tx, userId, 'verify_email', now);
    await queueMail(tx, tenantId, verifyEmailMail(person, links.verifyEmail(token)));
    await appendAudit(tx, { tenantId, actorUserId: userId, action: 'auth.registered', target: userId, ip: meta.ip });
  });
  return { requiresVerification: true, email: input.email };
}

/** An address that has an account: a new confirmation link if it was never confirmed, else a notice. */
async function tellExistingOwner(
  tx: Tx,
  existing: NonNullable<Awaited<ReturnType<typeof selectUserByEmailForAccount>>>,
  links: ReturnType<typeof appLinks>,
  meta: ClientMeta,
  now: Date,
): Promise<void> {
  if (existing.emailVerifiedAt) {
    await queueMail(tx, platformTenantId, alreadyRegisteredMail(existing, links.login));
  } else {
    const token = await issueUserToken(tx, existing.id, 'verify_email', now);
    await queueMail(tx, platformTenantId, verifyEmailMail(existing, links.verifyEmail(token)));
  }
  await appendAudit(tx, {
    tenantId: platformTenantId,
    actorUserId: existing.id,
    action: 'auth.register_existing_email',
    target: existing.id,
    ip: meta.ip,
  });
}

function companyColumns(company: CompanyData) {
  const { kvkNumber, vatNumber, address, postalCode, city, country } = company;
  return { kvkNumber, vatNumber: vatNumber?.toUpperCase(), address, postalCode: postalCode?.toUpperCase(), city, country };
}

/**
 * A signed-in person without a company registers one: a new tenant with them as TENANT_ADMIN.
 * Answers a new access token for the same session, now scoped to that tenant.
 */
export async function createCompanyForUser(
  deps: AuthDeps,
  principal: Principal,
  input: CompanyData,
  meta: ClientMeta,
): Promise<AccessGrant> {
  if (principal.tenantId || principal.role !== 'USER') throw new AppError('CONFLICT', 'account.alreadyInCompany');
  const tenantId = newId();
  const done = await inTransaction(deps.db, { tenantId, userId: principal.userId }, async (tx) => {
    // The memberships of every tenant, before the tenant register is written: one connection per worker on Citus.
    await fanOutSequentially(tx);
    if ((await selectOwnMemberships(tx, principal.userId)).length) throw new AppError('CONFLICT', 'account.alreadyInCompany');
    await insertTenant(tx, { id: tenantId, name: input.companyName, ...companyColumns(input) });
    await insertTenantDefaults(tx, tenantId);
    await insertTenantAdmin(tx, tenantId, principal.userId);
    await appendAudit(tx, {
      tenantId,
      actorUserId: principal.userId,
      action: 'tenant.registered',
      target: tenantId,
      ip: meta.ip,
      details: { name: input.companyName, kvkNumber: input.kvkNumber ?? null },
    });
    return { user: await selectUserById(tx, principal.userId), memberships: await selectOwnMemberships(tx, principal.userId) };
  });
  const identity = done.user ? identityOf(false, done.memberships) : null;
  if (!done.user || !identity) throw new AppError('INTERNAL', 'account.companyRegistrationFailed');
  const accessToken = await signAccess(deps.tokens, done.user, principal.sessionId, identity);
  return {
    access_token: accessToken,
    expiresIn: deps.tokens.ttlSeconds,
    user: toSessionUser(done.user, identity, await effectivePermissions(deps.db, identity.membership?.tenantId ?? null, identity.role)),
  };
}
