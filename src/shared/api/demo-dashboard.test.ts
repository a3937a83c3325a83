import { describe, expect, it } from 'vitest';
import { DashboardSchema } from './vehicles';
import { createFallbackDashboard } from './demo-dashboard';

describe('fallback dashboard', () => {
  it('holds the SPEC demo vehicle in the dashboard contract', () => {
    const dashboard = DashboardSchema.parse(createFallbackDashboard(new Date('2024-05-01T00:00:00Z')));
    expect(dashboard.demo).toBe(true);
    expect(dashboard.fetchedAt).toBe('2024-05-01T00:00:00.000Z');
    expect(dashboard.vehicles).toHaveLength(1);
    expect(dashboard.vehicles[0]).toMatchObject({
      name: 'Demo Vehicle',
      year: 2024,
      type: 'gas',
      isDemo: true,
      healthScore: 85,
      status: 'optimal',
      level: { percent: 60, source: 'fuel' },
      odometerKm: 45000,
      latest: null,
      tokenId: 999999,
    });
  });

  it('gives a fresh object every time', () => {
    const a = createFallbackDashboard();
    a.vehicles[0].name = 'changed';
    expect(createFallbackDashboard().vehicles[0].name).toBe('Demo Vehicle');
  });
});
