import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (where package.json is), found from this module's place: src when run from sources,
 * dist/server when run from the built server (npm start), so files kept in the sources (migrations) and the built web
 * app are found either way.
 */
function findProjectRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('package.json not found above the server');
  }
}

export const PROJECT_ROOT = findProjectRoot();
