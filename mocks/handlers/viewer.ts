/** The viewer's id from the mock access token (`sub`), or null for a guest. */
export function viewerOf(request: Request): number | null {
  const payload = /^Bearer \S+?\.(\S+?)\./.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!payload) return null;
  try {
    return Number((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub);
  } catch {
    return null;
  }
}
