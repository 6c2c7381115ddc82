import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID } from '@gameshelf/contracts';

/** What a server-rendered page carries for hydration: the router's loader data and the queries' answers. */
export type ServerState = {
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
};

/** The page's server state (its JSON block), or null for a page the server did not render (the shell). */
export function serverStateInPage(doc: Document = document): ServerState | null {
  const block = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!block) return null;
  try {
    return JSON.parse(block.textContent ?? '') as ServerState;
  } catch {
    return null;
  }
}
