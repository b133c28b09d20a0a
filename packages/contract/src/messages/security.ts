/** Messages of the security pages (issue 31) by key (English); `{name}` marks a parameter. */
export const securityMessages = {
  threatTransition: 'A threat that is {from} cannot become {to}',
  metricsAccess: "The metrics need the metrics token or a super admin's sign-in",
} as const;
