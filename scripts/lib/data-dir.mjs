// DATA_DIR as the server reads it (server/src/config.ts), for a server started in `root`.
import path from 'node:path';

export const dataDirOf = (env, root) => path.resolve(root, env.DATA_DIR?.trim() || 'data');
