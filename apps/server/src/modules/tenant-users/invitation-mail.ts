import type { MailMessage } from '@/platform/mail/mail-outbox';

type InvitationFacts = { to: string; firstName: string; tenantName: string; inviterName: string; link: string; validDays: number };

/**
 * The invitation, in Dutch (the product's default language) and English: the invitee's own
 * language is not known until they have signed in.
 */
export function invitationMail(f: InvitationFacts): MailMessage {
  const text = [
    `Hallo ${f.firstName},`,
    '',
    `${f.inviterName} nodigt je uit voor de backoffice van ${f.tenantName}. Kies via deze link een wachtwoord om je account te activeren (de link werkt ${f.validDays} dagen):`,
    '',
    f.link,
    '',
    '---',
    '',
    `Hello ${f.firstName},`,
    '',
    `${f.inviterName} invites you to the back office of ${f.tenantName}. Choose a password through this link to activate your account (the link works for ${f.validDays} days):`,
    '',
    f.link,
    '',
  ].join('\n');
  return { purpose: 'tenant_user.invite', to: f.to, subject: `Uitnodiging voor ${f.tenantName} / Invitation to ${f.tenantName}`, text };
}
