import { formatDateTime } from '@wb/domain/format/dates';
import type { MailMessage } from '@/platform/mail/mail-outbox';

/**
 * The messages of the account lifecycle, in Dutch for people who use the app in Dutch and in
 * English for everyone else. Links are built from config.appUrl by the caller.
 */
type Locale = 'nl' | 'en' | 'tr' | 'ar';
type Text = { subject: string; lines: string[] };
type Person = { email: string; firstName: string; locale: Locale };

const hoursValid = 24;

function message(purpose: string, to: string, text: Text): MailMessage {
  return { purpose, to, subject: text.subject, text: `${text.lines.join('\n')}\n` };
}

const pick = <T>(locale: Locale, nl: T, en: T): T => (locale === 'nl' ? nl : en);

export function verifyEmailMail(person: Person, link: string, to = person.email): MailMessage {
  const name = person.firstName || person.email;
  return message(
    'verify_email',
    to,
    pick(
      person.locale,
      {
        subject: 'Bevestig je e-mailadres',
        lines: [
          `Hallo ${name},`,
          '',
          'Bevestig je e-mailadres door deze link te openen:',
          link,
          '',
          `De link werkt één keer en ${hoursValid} uur lang. Heb je dit niet aangevraagd? Dan kun je dit bericht negeren.`,
        ],
      },
      {
        subject: 'Confirm your email address',
        lines: [
          `Hello ${name},`,
          '',
          'Please confirm your email address by opening this link:',
          link,
          '',
          `The link works once, for ${hoursValid} hours. If you did not ask for this, you can ignore this message.`,
        ],
      },
    ),
  );
}

/** Sent instead of a new account when someone registers with an address that has one already. */
export function alreadyRegisteredMail(person: Person, loginLink: string): MailMessage {
  return message(
    'already_registered',
    person.email,
    pick(
      person.locale,
      {
        subject: 'Je hebt al een account',
        lines: [
          `Hallo ${person.firstName || person.email},`,
          '',
          'Iemand probeerde met dit e-mailadres een nieuw account aan te maken, maar je hebt er al een.',
          `Inloggen kan hier: ${loginLink}`,
          '',
          'Was jij dit niet? Dan hoef je niets te doen.',
        ],
      },
      {
        subject: 'You already have an account',
        lines: [
          `Hello ${person.firstName || person.email},`,
          '',
          'Someone tried to register a new account with this email address, but you already have one.',
          `You can sign in here: ${loginLink}`,
          '',
          'If this was not you, there is nothing you need to do.',
        ],
      },
    ),
  );
}

export function newDeviceMail(person: Person, sighting: { device: string; ip: string; at: Date }, sessionsLink: string): MailMessage {
  // In the company's time zone, written as the mail's language writes a moment.
  const when = formatDateTime(sighting.at, pick(person.locale, 'nl', 'en'));
  return message(
    'security_alert',
    person.email,
    pick(
      person.locale,
      {
        subject: 'Nieuwe aanmelding op je account',
        lines: [
          `Hallo ${person.firstName || person.email},`,
          '',
          `Er is op je account ingelogd vanaf een nieuw apparaat: ${sighting.device}, IP-adres ${sighting.ip}, op ${when} (Nederlandse tijd).`,
          '',
          `Was jij dit niet? Beëindig die sessie en wijzig je wachtwoord: ${sessionsLink}`,
        ],
      },
      {
        subject: 'New sign-in to your account',
        lines: [
          `Hello ${person.firstName || person.email},`,
          '',
          `Your account was signed in from a new device: ${sighting.device}, IP address ${sighting.ip}, at ${when} (Netherlands time).`,
          '',
          `If this was not you, end that session and change your password: ${sessionsLink}`,
        ],
      },
    ),
  );
}

export type SecurityChange = 'password_changed' | 'mfa_enabled' | 'mfa_disabled' | 'email_change_requested';

const changeTexts: Record<SecurityChange, { nl: [string, string]; en: [string, string] }> = {
  password_changed: {
    nl: ['Je wachtwoord is gewijzigd', 'Het wachtwoord van je account is zojuist gewijzigd; je andere sessies zijn beëindigd.'],
    en: ['Your password was changed', 'The password of your account was just changed; your other sessions were ended.'],
  },
  mfa_enabled: {
    nl: ['Tweestapsverificatie staat aan', 'Tweestapsverificatie is zojuist aangezet voor je account.'],
    en: ['Two-factor authentication is on', 'Two-factor authentication was just switched on for your account.'],
  },
  mfa_disabled: {
    nl: ['Tweestapsverificatie staat uit', 'Tweestapsverificatie is zojuist uitgezet voor je account.'],
    en: ['Two-factor authentication is off', 'Two-factor authentication was just switched off for your account.'],
  },
  email_change_requested: {
    nl: ['Je e-mailadres wordt gewijzigd', 'Er is gevraagd het e-mailadres van je account te wijzigen in {{email}}.'],
    en: ['Your email address is being changed', 'A change of your account’s email address to {{email}} was requested.'],
  },
};

/** A notice to the person after a change to how they sign in (ASVS 2.2.3). */
export function securityChangeMail(person: Person, change: SecurityChange, securityLink: string, newEmail = ''): MailMessage {
  const [subject, line] = pick(person.locale, changeTexts[change].nl, changeTexts[change].en);
  const notYou = pick(
    person.locale,
    `Was jij dit niet? Wijzig direct je wachtwoord: ${securityLink}`,
    `If this was not you, change your password at once: ${securityLink}`,
  );
  const greeting = pick(person.locale, 'Hallo', 'Hello');
  return message(change, person.email, {
    subject,
    lines: [`${greeting} ${person.firstName || person.email},`, '', line.replace('{{email}}', newEmail), '', notYou],
  });
}
