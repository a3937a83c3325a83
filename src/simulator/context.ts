import type { TokenService } from './auth/tokens';
import type { SimulatorFaults } from './options';
import type { SimStore } from './state/store';

/** The provider's services, each of which can also listen at the root of its own port. */
export const SIM_SERVICES = ['auth', 'identity', 'telemetry', 'token-exchange', 'attestation-api', 'attest', 'vehicle-triggers'] as const;
export type SimService = (typeof SIM_SERVICES)[number];

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
  /** Where a service is reached: its own port's root when the simulator serves one, else its path on the main origin. */
  getServiceUrl: (service: SimService) => string;
}
