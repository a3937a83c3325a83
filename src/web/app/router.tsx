import { createBrowserRouter, Outlet } from 'react-router';
import { ErrorPage } from './error-page';

/** Every screen is its own chunk: the landing page never loads the dashboard's or the chart's code. */
export const routes = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <ErrorPage />,
    // Shown while the first screen's code loads (the routes are lazy).
    HydrateFallback: () => <p className="sr-only" role="status">Loading…</p>,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('@/features/landing/landing-page')).default }) },
      { path: 'auth/login', lazy: async () => ({ Component: (await import('@/features/auth/login-page')).default }) },
      { path: 'auth/callback', lazy: async () => ({ Component: (await import('@/features/auth/callback-page')).default }) },
      {
        lazy: async () => ({ Component: (await import('./app-layout')).default }),
        children: [
          { path: 'dashboard', lazy: async () => ({ Component: (await import('@/features/dashboard/dashboard-page')).default }) },
          { path: 'documents', lazy: async () => ({ Component: (await import('@/features/dashboard/dashboard-page')).default }) },
          { path: 'ai-chat', lazy: async () => ({ Component: (await import('@/features/chat/chat-page')).default }) },
          { path: 'vehicles', lazy: async () => ({ Component: (await import('@/features/garage/garage-page')).default }) },
          { path: 'vehicles/:tokenId', lazy: async () => ({ Component: (await import('@/features/garage/vehicle-page')).default }) },
          { path: 'reminders', lazy: async () => ({ Component: (await import('@/features/reminders/reminders-page')).default }) },
          { path: 'insights', lazy: async () => ({ Component: (await import('@/features/insights/insights-page')).default }) },
          { path: 'trips', lazy: async () => ({ Component: (await import('@/features/trips/trips-page')).default }) },
          { path: 'trips/:id', lazy: async () => ({ Component: (await import('@/features/trips/trip-page')).default }) },
          { path: 'charging', lazy: async () => ({ Component: (await import('@/features/charging/charging-page')).default }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('@/features/settings/settings-page')).default }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).default }) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
