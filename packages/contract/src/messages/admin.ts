/** Messages of users, tenants, roles and notifications by key (English, the spec's wording). */
export const tenantUserMessages = {
  notFound: 'User not found',
  higherRole: 'You cannot manage a user whose role has more rights than your own',
  selfDeactivate: 'You cannot deactivate yourself',
  selfDemote: 'You cannot change your own role',
  selfDelete: 'You cannot delete yourself',
  lastAdmin: 'A company must keep at least one active company admin',
  someRefused: '{refused} of {total} users were refused; nothing was changed',
  personalFieldsAdmin: 'Only users with the users:admin permission may set personal fields',
  personalFields: 'Requires users:admin',
  ownManager: 'A user cannot be their own manager',
  managerNotFound: 'Manager not found',
  managerChain: 'Invalid manager chain',
  managerCycle: 'This person reports to the user already',
  emailInUse: 'This email address is already in use',
  notInvited: 'This user is not waiting for an invitation',
  invalidPhone: 'Please enter a valid phone number.',
  invalidDate: 'Please enter a valid date.',
  invalidSalary: 'Please enter an amount such as 2500.00.',
  selectUsers: 'Select at least one user',
  tooManyUsers: 'At most 200 users at a time',
  userTwice: 'Each user may appear once',
} as const;

export const tenantMessages = {
  notFound: 'Tenant not found',
  notCancelled: 'Only a cancelled tenant can be restored',
  cancelFirst: 'Cancel the tenant before erasing it',
  confirmName: 'Type the exact name of the tenant',
} as const;

export const roleMessages = {
  grantBeyondOwn: 'You cannot grant permissions you do not hold yourself',
  exceedsOwn: 'exceeds your own permissions',
} as const;

export const notificationMessages = {
  linkInApp: 'A link must be a path inside the app, starting with /',
  oneOrAll: 'Choose one user or all users, not both',
  future: 'Must be in the future',
  allUsersOnly: 'An announcement goes to all users',
  disabled: 'Announcements are turned off in the communication settings',
  type: 'Type must be one of INFO, WARNING, SUCCESS, ERROR, ACTION_REQUIRED',
  page: 'Page must be a whole number of at least 1',
  pageSize: 'Page size must be between 1 and 100',
  days: 'Days must be a whole number between 1 and 3650',
} as const;
