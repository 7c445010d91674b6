/** "GET /api/x" for every GET, POST and DELETE route in Fastify's printed route tree. */
export function listRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/\/\//g, '/').replace(/\/$/, '') || '/';
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'DELETE') {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return [...new Set(routes)];
}
