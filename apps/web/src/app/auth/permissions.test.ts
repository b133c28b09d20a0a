import type { SessionUser } from '@wb/contract/auth';
import { describe, expect, it } from 'vitest';
import { visibleCards } from '@/app/modules';
import { visibleNavItems } from '@/app/navigation';
import { can } from './permissions';
import { sessionUserOf } from '@/test/session-user';

const user = (role: SessionUser['role'], permissions: SessionUser['permissions'] = {}): SessionUser => ({
  id: '0190f000-0000-7000-8000-000000000001',
  email: 'x@example.com',
  role,
  tenantId: null,
  tenantName: null,
  firstName: '',
  lastName: '',
  permissions,
});

describe('can', () => {
  it('follows the matrix the server sent, levels included', () => {
    const sales = user('sales', { orders: 'delete', users: 'read' });
    expect(can(sales, 'orders:write')).toBe(true);
    expect(can(sales, 'orders:admin')).toBe(false);
    expect(can(sales, 'users:read')).toBe(true);
    expect(can(sales, 'users:write')).toBe(false);
    expect(can(null, 'orders:read')).toBe(false);
  });

  it('lets a super admin through only where the server does too', () => {
    expect(can(user('SUPER_ADMIN'), 'users:admin')).toBe(false);
    expect(can(user('SUPER_ADMIN'), 'users:admin', true)).toBe(true);
  });
});

describe('menu and dashboard by role (platform spec §2 and §6)', () => {
  const keys = (role: SessionUser['role']) => visibleNavItems(sessionUserOf(role)).map((item) => `${item.section}:${item.key}`);
  it('shows tenant users and the audit trail to TENANT_ADMIN and SUPER_ADMIN in tools, tenants to SUPER_ADMIN only', () => {
    expect(keys('TENANT_ADMIN')).toContain('tools:tenantUsers');
    expect(keys('SUPER_ADMIN')).toEqual(expect.arrayContaining(['tools:tenantUsers', 'superAdmin:tenants']));
    expect(keys('TENANT_ADMIN')).not.toContain('superAdmin:tenants');
    // KVK search and the assistant are the tools for everyone (platform §2 side menu, §6); the device
    // test is the company admin's (§2); AI analytics reads the company's figures (reports:admin).
    const everyone = ['tools:kvkSearch', 'tools:aiChat'];
    for (const role of ['admin', 'sales', 'guest', 'SUPER_ADMIN', 'TENANT_ADMIN'] as const) {
      expect(keys(role).filter((key) => !key.startsWith('main:') && !everyone.includes(key))).toEqual(
        role === 'TENANT_ADMIN'
          ? ['tools:aiAnalytics', 'tools:tenantUsers', 'tools:security', 'tools:auditTrail', 'tools:compliance', 'tools:crossPlatform']
          : role === 'SUPER_ADMIN'
            ? ['tools:aiAnalytics', 'tools:tenantUsers', 'tools:security', 'tools:auditTrail', 'tools:compliance', 'superAdmin:tenants']
            : role === 'admin'
              ? ['tools:aiAnalytics']
              : [],
      );
      expect(keys(role)).toEqual(expect.arrayContaining(everyone));
    }
  });

  it('shows the tenant-users card to TENANT_ADMIN only', () => {
    expect(visibleCards(sessionUserOf('TENANT_ADMIN')).map((c) => c.key)).toContain('tenantUsers');
    expect(visibleCards(sessionUserOf('SUPER_ADMIN')).map((c) => c.key)).not.toContain('tenantUsers');
    expect(visibleCards(sessionUserOf('sales')).map((c) => c.key)).not.toContain('tenantUsers');
  });

  it('asks the company matrix for business pages, and the spec for what a matrix cannot grant', () => {
    const restricted = { ...sessionUserOf('support'), permissions: { orders: 'write', clients: 'read' } as const };
    expect(visibleNavItems(restricted).map((item) => item.key)).not.toContain('payments');
    expect(visibleCards(restricted).map((card) => card.key)).toEqual(['accounts', 'orders', 'kvk']);
    // A company may give a role users:admin; the tenant users page stays TENANT_ADMIN's (platform §2).
    const granted = { ...sessionUserOf('admin'), permissions: { users: 'admin' } as const };
    expect(visibleNavItems(granted).map((item) => item.key)).not.toContain('tenantUsers');
    expect(visibleCards(granted).map((card) => card.key)).not.toContain('tenantUsers');
  });
});
