/** Messages of the security pages (issue 31) by key (English); `{name}` marks a parameter. */
export const securityMessages = {
  threatTransition: 'A threat that is {from} cannot become {to}',
  gdprSelfErase: 'You cannot erase your own data; another admin can',
  gdprSuperAdmin: "A super admin's data cannot be erased here",
  gdprLastAdmin: "The company's last admin cannot be erased",
  metricsAccess: "The metrics need the metrics token or a super admin's sign-in",
} as const;
