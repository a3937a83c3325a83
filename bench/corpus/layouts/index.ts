import type { Layout } from '../kit';
import { DEVELOPMENT_LAYOUTS } from './development';
import { HELD_BACK_LAYOUTS } from './held-back';
import { ORIGINAL_LAYOUTS } from './original';

/** Every layout of the corpus: 9 per kind, of which 3 per kind are held back. */
export const LAYOUTS: Layout[] = [...ORIGINAL_LAYOUTS, ...DEVELOPMENT_LAYOUTS, ...HELD_BACK_LAYOUTS];
