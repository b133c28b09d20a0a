/** The job that imports a big bank statement file in steps. */
export const statementImportJobKind = 'payments.statement-import';

/**
 * The text of big files waiting for their job, by statement id, in this process (the job runner
 * is in the same process). Not written to the database: with PGlite in the server's process a
 * 5 MB write and read held every other request for a second. A server that restarts before the
 * job ran loses the text; the job then ends the import as failed, asking for the file again.
 */
export const pendingStatementFiles = new Map<string, string>();
