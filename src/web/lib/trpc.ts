import { createTRPCClient, httpBatchLink, httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/app-router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const TRPC_URL = '/api/trpc';

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: TRPC_URL }),
        false: splitLink({
          condition: (op) => op.context.stream === true,
          true: httpBatchStreamLink({ url: TRPC_URL }),
          false: httpBatchLink({ url: TRPC_URL }),
        }),
      }),
    ],
  });
}
