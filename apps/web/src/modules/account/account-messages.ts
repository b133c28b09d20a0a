/**
 * The contract's English messages of the account calls (registration, two-factor, profile), by
 * the key under which each is translated. Kept apart so the shell's message lookup stays small.
 */
export const accountValidationKeys: Record<string, string> = {
  'Please fill in all required user details (First Name, Last Name, Email, Password).': 'account:validation.userDetails',
  'Company Name is required.': 'account:validation.companyName',
  'KVK Number must be 8 digits if provided.': 'account:validation.kvkNumber',
  'Email address is required': 'account:validation.emailRequired',
  'Enter the 6-digit code from your authenticator app': 'account:validation.totpCode',
  'Invalid verification code': 'account:validation.invalidCode',
  'Invalid recovery code': 'account:validation.invalidRecoveryCode',
  'Enter the code from your authenticator app or a recovery code': 'account:validation.codeRequired',
  'Enter your password or a code': 'account:validation.passwordOrCode',
  'Current password is incorrect': 'account:validation.currentPasswordWrong',
  'Incorrect password': 'account:validation.passwordWrong',
  'The new password must differ from the current one': 'account:validation.samePassword',
  'This email address is already in use': 'account:validation.emailInUse',
  'The photo must be at most 2 MB': 'account:validation.avatarTooLarge',
  'The photo must be a JPEG, PNG or WebP image': 'account:validation.avatarType',
  'The photo could not be read': 'account:validation.avatarUnreadable',
  'This setup has expired. Please start again.': 'account:validation.setupExpired',
  'Choose one of the offered timeouts': 'account:validation.timeout',
};
