import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const TokenIdText = z.string().regex(/^\d{1,10}$/, 'a vehicle token id (see list_vehicles)');

/** Prompts an AI client can offer its user: a trip check and a monthly report, both built on this server's tools. */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'trip_check',
    {
      title: 'Trip check',
      description: 'Is the vehicle ready for a trip? Checks readiness, trouble codes, tyres, fuel or charge, and papers.',
      argsSchema: { tokenId: TokenIdText, distanceKm: z.string().regex(/^\d{1,5}$/, 'km, a whole number').optional() },
    },
    ({ tokenId, distanceKm }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Check whether my vehicle ${tokenId} is ready for a ${distanceKm ? `${distanceKm} km ` : ''}trip.`,
              `Use assess_trip_readiness (tokenId ${tokenId}${distanceKm ? `, distanceKm ${distanceKm}` : ''}), get_trouble_codes, get_latest_signals (tyre pressures, fuel or charge, range, 12 V battery) and get_due_items (registration and insurance expiry, service due).`,
              'Answer first with ready / not ready, then the reasons with their numbers, then what to do before leaving. Do not guess values the tools did not return.',
            ].join('\n'),
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'monthly_report',
    {
      title: 'Monthly report',
      description: "A report of the last 30 days for one vehicle: distance, driving, fuel or charging, trouble codes, spend and what is due.",
      argsSchema: { tokenId: TokenIdText },
    },
    ({ tokenId }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Write a monthly report for my vehicle ${tokenId} covering the last 30 days.`,
              `Use get_daily_activity (days 30) for distance, driving time and trips; get_energy_sessions (days 30) for refuels or charging; get_trouble_codes (days 30); list_maintenance_records for the work done; get_spend (period last-30-days) for what was spent; get_due_items for what is due next; analyze_vehicle_health for the health score.`,
              'Sections: Summary (3 lines), Driving, Energy, Health and trouble codes, Maintenance and costs, Coming up. Use only the numbers the tools return, with units.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
}
