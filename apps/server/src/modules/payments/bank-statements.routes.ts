export function registerBankStatementRoutes(_app: import('fastify').FastifyInstance): void {}
