import type { ColumnType } from 'kysely';

/**
 * Column types the database cannot tell kysely-codegen, written once here; the generated schema.ts
 * imports them (see schema-codegen.ts).
 */

/** numeric: a decimal string both ways. The app writes decimal.js's strings, never numbers. */
export type DecimalText = ColumnType<string, string, string>;

/** A mail's attachment as the outbox keeps it (mail_outbox.attachments). */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Per secret field path: the ciphertext and the mask that is shown instead (workspace_setting.secrets). */
export type StoredSecrets = Record<string, { ciphertext: string; mask: string }>;
