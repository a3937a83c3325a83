import type { TokenService } from './auth/tokens';
import type { SimulatorFaults } from './options';
import type { SimStore } from './state/store';

/** What every route of the simulator works with. */
export interface SimContext {
  store: SimStore;
  tokens: TokenService;
  now: () => Date;
  otp: string;
  chainId: number;
  faults: SimulatorFaults;
  /** The simulator's origin; known once it listens. */
  getUrl: () => string;
}
