import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { PROJECT_ROOT } from '../../project-root';
import { serveTimesAsProvider } from '../provider-time';

const SDL_DIR = path.join(PROJECT_ROOT, 'src/simulator/upstream-sdl/identity');

/**
 * The identity API's schema is DIMO's published SDL itself (DIMO identity-api `graph/schema/*.graphqls`, the commit in
 * src/simulator/upstream-sdl/README.md): the simulator serves exactly that contract, and its resolvers fill it.
 * One adaptation: `DeviceDefinitionBy @oneOf { id: String! }` is not a valid one-of input for graphql-js (its field
 * must be nullable); with its single required field it behaves the same without the directive.
 */
const sdl = readdirSync(SDL_DIR)
  .filter((f) => f.endsWith('.graphqls'))
  .sort()
  .map((f) => readFileSync(path.join(SDL_DIR, f), 'utf8'))
  .join('\n')
  .replace(/input DeviceDefinitionBy @oneOf \{/, 'input DeviceDefinitionBy {');

/** Times written as the provider's Go services write them (see serveTimesAsProvider). */
export const identitySchema = serveTimesAsProvider(buildSchema(sdl));
