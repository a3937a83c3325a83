/** A webhook of one developer license (client id), as the simulator's Vehicle Triggers service stores it. */
export interface SimWebhook {
  id: string;
  /** The developer license (client id) that owns it. */
  clientId: string;
  service: string;
  metricName: string;
  condition: string;
  targetURL: string;
  coolDownPeriod: number;
  status: 'enabled' | 'disabled' | 'failed';
  description: string;
  displayName: string;
  verificationToken: string;
  /** Consecutive failed deliveries (each after its retries); reset by a delivered call or an update. */
  failureCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SimWebhookSubscription {
  webhookId: string;
  tokenId: number;
  createdAt: string;
}

/** Signal values a test set on a vehicle ("cross a threshold now"); they win over the fleet model until cleared. */
export interface SimSignalOverride {
  values: Record<string, number | string>;
  /** When they were last set: the time of the sample that carries them. */
  at: string;
  /** Grows with each change, so the trigger engine sees a new sample even within the same millisecond. */
  version: number;
}
