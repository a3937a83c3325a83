import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../../shared/api/chat';
import type { LatestSignals } from '../../../shared/telemetry';
import { openDatabase, type Database } from '../../db/connection';
import { createUser, createVehicle } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { createLogger } from '../../logger';
import { HEALTHY_GAS, buildSignals } from '../assistant/facts/test-fixtures';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { RemindersService } from '../reminders/reminders-service';
import type { ServiceLog } from '../service-log/service-log';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { sendChatMessage, type ChatDeps } from './chat-service';
import { createRateLimiter } from './rate-limiter';

/** The chat asks back when a question reads two ways, and the owner's short reply picks one (no AI service). */
describe('chat asks back', () => {
  let database: Database;
  let deps: ChatDeps;
  let user: User;
  const cars: Record<string, Vehicle> = {};

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const db = database.db;
    user = await createUser(db, { walletAddress: '0xa5c0000000000000000000000000000000000b4c' });
    cars.camry = await createVehicle(db, user.id, { tokenId: 101, name: '2019 Toyota Camry', make: 'Toyota', model: 'Camry', year: 2019, type: 'gas' });
    cars.ev6 = await createVehicle(db, user.id, { tokenId: 102, name: '2022 Kia EV6', make: 'Kia', model: 'EV6', year: 2022, type: 'electric' });
    cars.rav4 = await createVehicle(db, user.id, { tokenId: 103, name: '2020 Toyota RAV4 Hybrid', make: 'Toyota', model: 'RAV4 Hybrid', year: 2020, type: 'hybrid' });
    const signals: Record<number, LatestSignals> = {
      101: buildSignals(HEALTHY_GAS),
      102: buildSignals({ lowVoltageBatteryCurrentVoltage: 12.5, powertrainTractionBatteryStateOfChargeCurrent: 71}),
      103: buildSignals({ ...HEALTHY_GAS, powertrainFuelSystemRelativeLevel: 35 }),
    };
    const telemetry = {
      latest: async (tokenId: number) => ({ ok: true, value: signals[tokenId] }),
      daily: async () => ({ ok: true, value: [] }),
      usage: async () => ({ ok: false, error: 'not in this test' }),
    } as unknown as TelemetryService;
    const owned = Object.values(cars);
    const vehicles = { list: async () => owned, find: async (_: User, tokenId: number) => owned.find((v) => v.tokenId === tokenId) ?? null } as unknown as VehicleAccess;
    deps = { db, telemetry, vehicles, logger: createLogger('silent'), llm: null, limiter: createRateLimiter({ db, limit: 100, windowMs: 60_000 }), mcpHealthy: async () => false, serviceLog: {} as ServiceLog, reminders: {} as RemindersService };
  });
  afterAll(async () => database?.close());

  async function ask(car: string, question: string): Promise<string> {
    let answer = '';
    for await (const chunk of sendChatMessage(deps, user, cars[car].tokenId, question) as AsyncGenerator<ChatChunk>) if (chunk.kind === 'done') answer = chunk.message.content;
    return answer;
  }

  it('asks which battery on the EV, and answers the 12 V battery or the charge as the reply picks', async () => {
    expect(await ask('ev6', 'battery?')).toBe('Do you mean the 12 V battery or the charge level of the high-voltage battery?');
    expect(await ask('ev6', 'the 12 V')).toMatch(/^Your 12 V battery reads 12\.5 V: healthy\./);
    expect(await ask('ev6', '¿y la batería?')).toBe('¿Te refieres a la batería de 12 V o la carga de la batería de alta tensión?');
    expect(await ask('ev6', 'la segunda')).toMatch(/^Carga de la batería: 71 %/);
    // on a petrol car "battery" is the 12 V battery, no question asked
    expect(await ask('camry', 'battery?')).toMatch(/^Your 12 V battery reads 12\.6 V/);
  });

  it('asks which Toyota, and answers about the one the reply names', async () => {
    expect(await ask('camry', 'how is the Toyota doing?')).toBe('Which one: the 2019 Toyota Camry or the 2020 Toyota RAV4 Hybrid?');
    const rav4 = await ask('camry', 'RAV4');
    expect(rav4).toMatch(/^2020 Toyota RAV4 Hybrid is not the vehicle selected in the chat \(2019 Toyota Camry\)/);
    expect(rav4).toMatch(/Health check for 2020 Toyota RAV4 Hybrid/);
    expect(await ask('camry', 'Wie ist der Reifendruck beim Toyota?')).toBe('Welches meinst du: den 2019 Toyota Camry oder den 2020 Toyota RAV4 Hybrid?');
    const camry = await ask('camry', 'den Camry');
    expect(camry).not.toMatch(/RAV4/);
    expect(camry).toMatch(/Reifen/);
  });
});
