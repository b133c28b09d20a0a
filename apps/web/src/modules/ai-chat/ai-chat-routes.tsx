import { lazyNamed } from '@/app/lazy-named';
import type { ModuleRoutes } from '@/app/module-routes';

const AiChatPage = lazyNamed(() => import('./ai-chat-page'), 'AiChatPage');

/** /ai-chat (platform §2): any signed-in user. */
export const aiChatRoutes: ModuleRoutes = {
  signedIn: [{ path: '/ai-chat', element: <AiChatPage /> }],
};
