import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccountRoutes } from '@/modules/accounts/accounts.routes';
import { registerHealthRoutes } from '@/modules/health/health.routes';
import { registerProfileRoutes } from '@/platform/account/profile.routes';
import { registerRegistrationRoutes } from '@/platform/account/registration.routes';
import { registerSecurityRoutes } from '@/platform/account/security.routes';
import { registerItemRoutes } from '@/modules/items/items.routes';
import { registerNumberingRoutes } from '@/modules/numbering/numbering.routes';
import { registerInvoiceStatusRoutes } from '@/modules/invoices/invoice-statuses.routes';
import { registerOrderStatusRoutes } from '@/modules/orders/order-statuses.routes';
import { registerOrderRoutes } from '@/modules/orders/orders.routes';
import { registerInvoiceRoutes } from '@/modules/invoices/invoices.routes';
import { registerAccountSummaryRoutes } from '@/modules/invoices/account-summary.routes';
import { registerPackageRoutes } from '@/modules/packages/packages.routes';
import { registerOrderConfirmationRoutes } from '@/modules/order-confirmations/order-confirmations.routes';
import { registerPackageStatementRoutes } from '@/modules/package-statements/package-statements.routes';
import { registerLabelRoutes } from '@/modules/labels/labels.routes';
import { registerKvkRoutes } from '@/modules/kvk/kvk.routes';
import { registerDeviceCheckRoutes } from '@/modules/device-checks/device-checks.routes';
import { registerAiChatRoutes } from '@/modules/ai-chat/ai-chat.routes';
import { registerBusinessIntelligenceRoutes } from '@/modules/business-intelligence/bi.routes';
import { registerPaymentRoutes } from '@/modules/payments/payments.routes';
import { registerBankStatementRoutes } from '@/modules/payments/bank-statements.routes';
import { registerSupplierDetailRoutes } from '@/modules/suppliers/supplier-details.routes';
import { registerSupplierRoutes } from '@/modules/suppliers/suppliers.routes';
import { registerPurchaseOrderRoutes } from '@/modules/purchase-orders/purchase-orders.routes';
import { registerQuoteRoutes } from '@/modules/quotes/quotes.routes';
import { registerCashBookRoutes } from '@/modules/cash-book/cash-book.routes';
import { registerCompanyLogoRoutes } from '@/modules/settings/company-logo.routes';
import { registerSettingsCheckRoutes } from '@/modules/settings/settings-checks.routes';
import { registerSettingsRoutes } from '@/modules/settings/settings.routes';
import { registerRoleRoutes } from '@/modules/roles/roles.routes';
import { registerAuditTrailRoutes } from '@/modules/security/security.routes';
import { registerThreatRoutes } from '@/modules/security/threats.routes';
import { registerComplianceRoutes } from '@/modules/compliance/compliance.routes';
import { registerInvitationRoutes } from '@/modules/tenant-users/invitations.routes';
import { registerTenantUserRoutes } from '@/modules/tenant-users/tenant-users.routes';
import { registerTenantRoutes } from '@/modules/tenants/tenants.routes';
import { registerNotificationRoutes } from '@/modules/notifications/notifications.routes';
import { registerAuthRoutes } from '@/platform/auth/auth.routes';
import { registerGuard } from '@/platform/auth/guard';
import type { Deps } from '@/platform/deps';
import { registerTextInputCheck } from '@/platform/text-input';
import { fastifyTrustProxy } from '@/platform/trust-proxy';
import { answerFrameworkError, registerErrorHandler } from '@/platform/error-handler';
import { registerEventRoutes } from '@/platform/events/events.routes';
import { newId } from '@/platform/ids';
import { registerApiErrorCounts } from '@/platform/metrics/api-errors';
import { registerMetrics, registerMetricsRoute } from '@/platform/metrics/metrics';
import { registerOpenApi } from '@/platform/openapi';
import { registerSecurityHeaders } from '@/platform/security-headers';
import { registerWebApp } from '@/platform/web-app';

/** Each module's routes, in one explicit list. */
const modules: Array<(app: FastifyInstance) => void> = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerRegistrationRoutes,
  registerProfileRoutes,
  registerSecurityRoutes,
  registerSettingsRoutes,
  registerSettingsCheckRoutes,
  registerCompanyLogoRoutes,
  registerNumberingRoutes,
  registerTenantRoutes,
  registerTenantUserRoutes,
  registerInvitationRoutes,
  registerRoleRoutes,
  registerAuditTrailRoutes,
  registerThreatRoutes,
  registerComplianceRoutes,
  registerEventRoutes,
  registerNotificationRoutes,
  registerAccountRoutes,
  registerItemRoutes,
  registerSupplierRoutes,
  registerSupplierDetailRoutes,
  registerPurchaseOrderRoutes,
  registerQuoteRoutes,
  registerCashBookRoutes,
  registerOrderStatusRoutes,
  registerInvoiceStatusRoutes,
  registerOrderRoutes,
  registerPackageRoutes,
  registerPackageStatementRoutes,
  registerOrderConfirmationRoutes,
  registerLabelRoutes,
  registerInvoiceRoutes,
  registerAccountSummaryRoutes,
  registerPaymentRoutes,
  registerBankStatementRoutes,
  registerKvkRoutes,
  registerDeviceCheckRoutes,
  registerAiChatRoutes,
  registerBusinessIntelligenceRoutes,
];

export type BuildOptions = { logger?: boolean | object; serveWebApp?: boolean };

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : newId();
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('deps', deps);
  app.decorate('metrics', registerMetrics(app, deps.poolStats));
  app.decorate('apiErrors', registerApiErrorCounts(app, deps.db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        // Served over plain http on a shop's own network too: do not force https.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  registerGuard(app);
  registerTextInputCheck(app);
  const spaFallback = options.serveWebApp !== false && (await registerWebApp(app, deps.config.webDist));
  registerErrorHandler(app, { spaFallback });
  for (const register of modules) register(app);
  registerMetricsRoute(app, app.metrics);
  return app;
}
