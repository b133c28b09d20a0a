import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@wb/contract/common';
import {
  emailTestInputSchema,
  emailTestStatusSchema,
  twilioTestInputSchema,
  twilioTestResultSchema,
  twilioTestSmsInputSchema,
  twilioTestSmsResultSchema,
} from '@wb/contract/settings';
import { withCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import {
  getSmsSender,
  getTestEmailStatus,
  getTwilioCredentials,
  sendSms,
  sendTestEmail,
  testTwilioConnection,
} from './settings-checks.service';
import { getSettingsSection } from './settings.service';

/** Connection checks of the settings page: a test e-mail, and the messaging provider's test. */
export function registerSettingsCheckRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.deps.config.appSecret);

  r.post(
    '/api/v1/settings/email/test',
    {
      config: { permission: 'settings:write' },
      schema: { tags: ['settings'], body: emailTestInputSchema, response: { 200: emailTestStatusSchema } },
    },
    (req) => withCtx(req, (ctx) => sendTestEmail(ctx, req.body)),
  );

  r.get(
    '/api/v1/settings/email/test/:id',
    {
      config: { permission: 'settings:write' },
      schema: { tags: ['settings'], params: idParamsSchema, response: { 200: emailTestStatusSchema } },
    },
    (req) => withCtx(req, (ctx) => getTestEmailStatus(ctx, req.params.id)),
  );

  r.post(
    '/api/v1/settings/workspace/twilio/test',
    {
      config: { permission: 'settings:write' },
      schema: { tags: ['settings'], body: twilioTestInputSchema, response: { 200: twilioTestResultSchema } },
    },
    async (req) => {
      const credentials = await withCtx(req, (ctx) => getTwilioCredentials(ctx, box, req.body));
      return testTwilioConnection(credentials, app.deps.config.twilioApiUrl);
    },
  );

  // "Send test SMS": with the saved settings; 409 when SMS is turned off (nothing is sent).
  r.post(
    '/api/v1/settings/workspace/twilio/test-sms',
    {
      config: { permission: 'settings:write' },
      schema: { tags: ['settings'], body: twilioTestSmsInputSchema, response: { 200: twilioTestSmsResultSchema } },
    },
    async (req) => {
      const { sender, company } = await withCtx(req, async (ctx) => ({
        sender: await getSmsSender(ctx, box),
        company: (await getSettingsSection(ctx, 'companyDetails')).name || 'Back office',
      }));
      return sendSms(sender, app.deps.config.twilioApiUrl, {
        to: req.body.to,
        body: `Testbericht van ${company}: de sms-instellingen werken. / Test message: the SMS settings work.`,
      });
    },
  );
}
