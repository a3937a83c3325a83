import type { Layout } from '../kit';
import { DEVELOPMENT_LAYOUTS } from './development';
import { EXTRA_LAYOUTS } from './extra';
import { HELD_BACK_LAYOUTS } from './held-back';
import { ORIGINAL_LAYOUTS } from './original';
import { VARIED_LAYOUTS } from './varied';

/**
 * Every layout of the corpus: 10 or 11 per kind, of which 3 per kind are held back. Layouts added later go last so
 * the documents before them keep their numbers (and so their seeds and contents).
 */
export const LAYOUTS: Layout[] = [...ORIGINAL_LAYOUTS, ...DEVELOPMENT_LAYOUTS, ...HELD_BACK_LAYOUTS, ...EXTRA_LAYOUTS, ...VARIED_LAYOUTS];
