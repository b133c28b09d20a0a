// The module the password thread loads (see password-strength.ts): zxcvbn-ts and its dictionaries
// stay on that thread, out of the request thread's memory and time.
export { checkPasswordStrength } from '@wb/contract/password-strength';
