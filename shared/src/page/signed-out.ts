// A page only a signed-in user sees, served to a visitor who has no session.
import { TOKEN_KEY } from '@fairgo/shared/rules';

/** On what a page shows while the session is checked, on a path only a signed-in user sees (RequireSession). */
export const REQUIRES_SESSION_ATTRIBUTE = 'data-requires-session';

/**
 * The first script of a page only a signed-in user sees: a visitor with no session goes to /login
 * before anything else loads (product.md#pages), instead of after the remote has loaded, rendered and
 * found no session, to come back here once signed in (session/sign-in.ts reads `next`). A stored
 * token that is no longer valid is still found out by RequireSession.
 */
export const SIGNED_OUT_REDIRECT_SCRIPT = `<script>try{if(!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))location.replace("/login?next="+encodeURIComponent(location.pathname+location.search))}catch(e){}</script>`;
