import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, TRPCProvider } from '@/lib/trpc';
import { Toaster } from '@/components/ui/sonner';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        {/* Bottom-right: the top-right corner holds the page actions (Refresh) that a toast would cover. */}
        <Toaster richColors closeButton position="bottom-right" />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
