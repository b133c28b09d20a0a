/** The job that imports a big bank statement file in steps. */
export const statementImportJobKind = 'payments.statement-import';
