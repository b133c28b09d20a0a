/** Only paths inside the app are followed from a notification; never another site. */
export function isAppPath(link: string | null): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
